import { decodeText } from './decode-text.ts';
import type { DocumentSection, ExtractionLimits } from './document-types.ts';

export type PlainText = { title: string | null; sections: DocumentSection[] };

/** Reads a text file as one section, and a Markdown file as sections that start at its headings. */
export function readPlainText(bytes: Uint8Array, markdown: boolean, limits: ExtractionLimits): PlainText {
  const text = decodeText(bytes).slice(0, limits.maxCharacters);
  if (!markdown) return { title: null, sections: text.trim() ? [{ text: text.trim() }] : [] };
  const { body, title } = splitFrontMatter(text);
  const sections: DocumentSection[] = [];
  let current: DocumentSection = { text: '' };
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading) {
      if (current.text.trim()) sections.push({ ...current, text: current.text.trim() });
      current = { heading, text: '' };
    }
    current.text += `${line}\n`;
  }
  if (current.text.trim()) sections.push({ ...current, text: current.text.trim() });
  return { title, sections };
}

/**
 * YAML front matter (policy repositories keep the policy's name there) is metadata, not body
 * text. Some files omit the opening '---' and start straight with `key: value` lines.
 */
function splitFrontMatter(text: string): { body: string; title: string | null } {
  const match = /^(?:---\n)?((?:[\w-]+:.*\n(?:[ \t-].*\n)*)+)---\n/.exec(text);
  if (!match) return { body: text, title: null };
  const title = /^(?:title|name):\s*["']?(.+?)["']?\s*$/im.exec(match[1]!)?.[1] ?? null;
  return { body: text.slice(match[0].length), title };
}
