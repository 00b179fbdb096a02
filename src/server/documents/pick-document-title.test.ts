import { describe, expect, test } from 'vitest';
import { pickDocumentTitle } from './pick-document-title.ts';

const sections = [{ text: 'Growth Strategy 2025–2027\nWhere we will grow, and how we will fund it.' }];

describe('pickDocumentTitle', () => {
  test('a metadata title that reads like one is the title', () => {
    expect(pickDocumentTitle(['Board Minutes 14 March 2024'], sections)).toBe('Board Minutes 14 March 2024');
  });

  test.each([
    'PowerPoint Presentation',
    'Microsoft Word Document',
    'Microsoft Word - Document1',
    'Untitled',
    'board_minutes_final',
  ])('an office suite’s default or a file name (%s) gives way to the text’s own heading', (declared) => {
    expect(pickDocumentTitle([declared], sections)).toBe('Growth Strategy 2025–2027');
  });
});
