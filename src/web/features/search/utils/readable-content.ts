import { withoutMarkdownMarks } from '#domain/markdown-text.ts';

/** A passage as a reader sees it: a Markdown file's without its marks; other files' are their text already. */
export const readableContent = (content: string, fileName: string) =>
  /\.(md|markdown)$/i.test(fileName) ? withoutMarkdownMarks(content) : content;
