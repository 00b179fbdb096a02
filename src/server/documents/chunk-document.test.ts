import { describe, expect, test } from 'vitest';
import { chunkDocument } from './chunk-document.ts';
import type { DocumentSection, ExtractedDocument } from './document-types.ts';

function documentOf(sections: DocumentSection[]): ExtractedDocument {
  return {
    format: 'pdf',
    title: null,
    sections,
    pageCount: null,
    usedOcr: false,
    characters: sections.reduce((sum, section) => sum + section.text.length, 0),
  };
}
const sentence = (n: number) => `Clause ${n} says the company keeps its board minutes for seven years.`;
const sentences = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('chunkDocument', () => {
  test('long text becomes chunks near the target size that overlap at sentence boundaries', () => {
    const chunks = chunkDocument(documentOf([{ text: sentences(1, 60), page: 1 }]), {
      targetChars: 500,
      overlapChars: 100,
    });
    expect(chunks.length).toBeGreaterThan(5);
    for (const [index, chunk] of chunks.entries()) {
      expect(chunk.ordinal).toBe(index);
      expect(chunk.content.length).toBeLessThanOrEqual(500 + 100 + 1);
      expect(chunk.page).toBe(1);
    }
    for (let i = 1; i < chunks.length; i++) {
      const previous = chunks[i - 1]!.content;
      // The chunk repeats the end of the one before it, so no sentence is only ever cut in two.
      const repeated = chunks[i]!.content.split('\n')[0]!;
      expect(previous.endsWith(repeated)).toBe(true);
      expect(repeated.length).toBeGreaterThan(30);
      expect(repeated.length).toBeLessThanOrEqual(100);
    }
    // Every sentence survives whole in at least one chunk.
    for (let n = 1; n <= 60; n++)
      expect(chunks.some((chunk) => chunk.content.includes(sentence(n)))).toBe(true);
  });

  test('a chunk never spans two pages or two sheets, and keeps where it came from', () => {
    const chunks = chunkDocument(
      documentOf([
        { text: sentences(1, 3), page: 1 },
        { text: sentences(4, 3), page: 2 },
        { text: `Cap table | Shares\n${sentences(7, 2)}`, sheet: 'Summary' },
        { text: sentences(9, 2), sheet: 'Holders' },
      ]),
    );
    expect(chunks.map(({ page, sheet }) => ({ page, sheet }))).toEqual([
      { page: 1, sheet: undefined },
      { page: 2, sheet: undefined },
      { page: undefined, sheet: 'Summary' },
      { page: undefined, sheet: 'Holders' },
    ]);
    // No overlap is carried across a page: page 2's chunk starts with page 2's text.
    expect(chunks[1]!.content.startsWith(sentence(4))).toBe(true);
  });

  test('small sections under headings share a chunk, which keeps the first heading', () => {
    const chunks = chunkDocument(
      documentOf([
        { text: `Purpose\n${sentence(1)}`, heading: 'Purpose' },
        { text: `Scope\n${sentence(2)}`, heading: 'Scope' },
      ]),
    );
    expect(chunks).toEqual([
      { ordinal: 0, heading: 'Purpose', content: `Purpose\n${sentence(1)}\nScope\n${sentence(2)}` },
    ]);
  });

  test('near-empty chunks (page numbers, rules) are dropped and ordinals stay consecutive', () => {
    const chunks = chunkDocument(
      documentOf([
        { text: sentences(1, 2), page: 1 },
        { text: '- 2 -', page: 2 },
        { text: '..........', page: 3 },
        { text: sentences(3, 2), page: 4 },
      ]),
    );
    expect(chunks.map((chunk) => [chunk.ordinal, chunk.page])).toEqual([
      [0, 1],
      [1, 4],
    ]);
  });

  test('a word longer than the target is cut rather than lost', () => {
    const chunks = chunkDocument(documentOf([{ text: `${'x'.repeat(250)} tail words here to read` }]), {
      targetChars: 100,
      overlapChars: 0,
    });
    expect(chunks.map((chunk) => chunk.content).join('')).toContain('tail words');
  });
});

test('a document too short for a full chunk still gives one chunk instead of none', () => {
  const chunks = chunkDocument({
    format: 'docx',
    title: 'Test',
    sections: [{ text: 'Test' }],
    pageCount: null,
    usedOcr: false,
    characters: 4,
  });
  expect(chunks).toEqual([{ ordinal: 0, content: 'Test' }]);
});
