import { describe, expect, test } from 'vitest';
import { withoutMarkdownMarks } from './markdown-text.ts';

describe('Markdown as a reader sees it', () => {
  test('loses its marks and keeps its words', () => {
    const markdown = `## Disputes\n**PRIVILEGED & CONFIDENTIAL**\n- Harlow v Northwind: see [the claim](https://x.example/claim) and clause [4](b), *as amended*.\n> Reviewed by \`ARC\``;
    expect(withoutMarkdownMarks(markdown)).toBe(
      'Disputes\nPRIVILEGED & CONFIDENTIAL\nHarlow v Northwind: see the claim and clause [4](b), as amended.\nReviewed by ARC',
    );
  });

  test('a lone asterisk or an arithmetic star is a word, not emphasis', () => {
    expect(withoutMarkdownMarks('Terms marked * are defined; 5 * 2 years.')).toBe(
      'Terms marked * are defined; 5 * 2 years.',
    );
  });
});
