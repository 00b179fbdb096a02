/**
 * Markdown as a reader sees it: without heading, quote and bullet marks at the start of a line,
 * emphasis and code marks, or link targets (a link's text stays, and so does a cross-reference like
 * 'clause [4](b)'). Tables are left to the caller: a summary drops them, a passage keeps its cells.
 * The server's document summaries and the web's search results both show Markdown files this way.
 */
export function withoutMarkdownMarks(text: string): string {
  return text
    .replace(/^[ \t]*(#{1,6}|>|[-*+])[ \t]+/gm, '')
    .replace(/\[([^\]\n]+)\]\((?![a-z]\)|[ivx]+\)|\d+\))[^)\s]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]+?)(?<=\S)[*_](?![\w*])/g, '$1$2');
}
