/** Files whose passages are Markdown as written: their marks are layout, not words. */
const MARKDOWN_FILE = /\.(md|markdown)$/i;

/**
 * A passage as a reader sees it: for a Markdown file, without heading, quote and bullet marks at the
 * start of a line, emphasis and code marks, or link targets (a link's text stays, and so does a
 * cross-reference like 'clause [4](b)'). Other files' passages are their text already.
 */
export function readablePassage(content: string, fileName: string): string {
  if (!MARKDOWN_FILE.test(fileName)) return content;
  return content
    .replace(/^[ \t]*(#{1,6}|>|[-*+])[ \t]+/gm, '')
    .replace(/\[([^\]\n]+)\]\((?![a-z]\)|[ivx]+\)|\d+\))[^)\s]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '');
}
