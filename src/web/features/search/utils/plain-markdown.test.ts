import { describe, expect, test } from 'vitest';
import { readablePassage } from './plain-markdown.ts';

describe('a passage as a reader sees it', () => {
  test('a Markdown file’s passage loses its marks and keeps its words', () => {
    const passage = `## Disputes\n**PRIVILEGED & CONFIDENTIAL**\n- Harlow v Northwind: see [the claim](https://x.example/claim) and clause [4](b).\n> Reviewed by \`ARC\``;
    expect(readablePassage(passage, 'lit sched Q2.md')).toBe(
      'Disputes\nPRIVILEGED & CONFIDENTIAL\nHarlow v Northwind: see the claim and clause [4](b).\nReviewed by ARC',
    );
  });

  test('other files’ passages are shown as they are', () => {
    const passage = '**Note** - rates are 5% * 2 years';
    expect(readablePassage(passage, 'facility.docx')).toBe(passage);
  });
});
