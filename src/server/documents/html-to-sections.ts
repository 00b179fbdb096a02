import type { DocumentSection } from './document-types.ts';

const maxHeadingLength = 120;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Turns mammoth's simple HTML into sections that start at each heading, so chunks can say which
 * part of a contract or policy they come from.
 */
export function htmlToSections(html: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let current: DocumentSection = { text: '' };
  for (const part of html.split(/(<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>)/)) {
    const heading = /^<h[1-6]/.test(part) ? htmlToText(part).replace(/\s+/g, ' ').trim() : null;
    // Templates style whole clauses as headings; only a short one names a section.
    if (heading && heading.length <= maxHeadingLength) {
      if (current.text.trim()) sections.push({ ...current, text: current.text.trim() });
      current = { heading, text: `${heading}\n` };
    } else {
      current.text += heading ? `${heading}\n` : htmlToText(part);
    }
  }
  if (current.text.trim()) sections.push({ ...current, text: current.text.trim() });
  return sections;
}

function htmlToText(html: string) {
  return html
    .replace(/<\/(p|h[1-6]|li|tr|table)>|<br\s*\/?>/g, '\n')
    .replace(/<\/t[dh]>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : match;
      }
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
