import { describe, expect, test } from 'vitest';
import { highlightParts, highlightStems } from './highlight-terms.ts';

describe('highlighting a question’s words in a passage', () => {
  test('keeps the meaningful words, as stems, without stop words', () => {
    expect(highlightStems('Who are the directors?')).toEqual(['director']);
    expect(highlightStems('what is our loan interest rate')).toEqual(['interest', 'loan', 'rate']);
    expect(highlightStems('   ')).toEqual([]);
  });

  test('marks whole words starting with a stem, whatever their case', () => {
    const parts = highlightParts('The Directors met. A director, Ms Raman, and directorship rules.', [
      'director',
    ]);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual([
      'Directors',
      'director',
      'directorship',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      'The Directors met. A director, Ms Raman, and directorship rules.',
    );
  });

  test('does not mark a stem inside another word, and copes with regex characters', () => {
    expect(highlightParts('Corporate rates', ['rate']).filter((p) => p.match)).toEqual([
      { text: 'rates', match: true },
    ]);
    expect(highlightParts('a (b) c', highlightStems('(b)+ c?'))).toEqual([{ text: 'a (b) c', match: false }]);
  });
});
