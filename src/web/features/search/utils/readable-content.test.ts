import { describe, expect, test } from 'vitest';
import { readableContent } from './readable-content.ts';

describe('a passage as a reader sees it', () => {
  test('a Markdown file’s passage loses its marks and keeps its words', () => {
    const passage = `## Disputes\n**PRIVILEGED & CONFIDENTIAL**\n- Harlow v Northwind: see [the claim](https://x.example/claim) and clause [4](b).\n> Reviewed by \`ARC\``;
    expect(readableContent(passage, 'lit sched Q2.md')).toBe(
      'Disputes\nPRIVILEGED & CONFIDENTIAL\nHarlow v Northwind: see the claim and clause [4](b).\nReviewed by ARC',
    );
  });

  test('other files’ passages are shown as they are', () => {
    const passage = '**Note** - rates are 5% * 2 years';
    expect(readableContent(passage, 'facility.docx')).toBe(passage);
  });
});
