import { describe, expect, test } from 'vitest';
import { tokenize } from './tokenize-text.ts';

describe('tokenize', () => {
  test('spellings, plurals and short forms meet their full words', () => {
    expect(tokenize('Organisation charts')).toEqual(tokenize('organization chart'));
    expect(tokenize('D&O policy')).toEqual(tokenize('directors officers policy'));
  });

  test.each([
    ['Mgmt accts P4', 'management accounts'],
    ['lit sched Q2', 'litigation schedule'],
    ['board res 2023', 'board resolution'],
    ['SH cert 14', 'certificate'],
    ['Supplier agmts - signed', 'supplier agreements'],
    ['SH certs 1-14', 'certificate'],
    ['ARC ToR', 'terms of reference'],
    ['RemCo minutes', 'remuneration committee minutes'],
    ['Art30 register', 'ROPA register'],
    ['BM minutes 2024-03-14', 'board meeting minutes'],
  ])('a file name’s short forms are read as words: %s', (shortForm, words) => {
    expect(tokenize(shortForm, undefined, { title: true })).toEqual(expect.arrayContaining(tokenize(words)));
  });

  test('in a text, short forms are ordinary words: a corridor is well lit, BM is somebody', () => {
    expect(tokenize('escape routes must be well lit')).not.toContain('litigation');
    expect(tokenize('Action: BM to circulate the slides')).not.toContain('board');
    // In a title, 'ToR' and 'BM' are read only as written in capitals; 'tor' and 'bm' may be anything.
    expect(tokenize('the tor above the village', undefined, { title: true })).not.toContain('reference');
    expect(tokenize('bm', undefined, { title: true })).not.toContain('board');
  });
});

describe('joined words', () => {
  test('a file name’s joined words are split, a heading’s brand name is not', () => {
    expect(tokenize('BoardMinutes', undefined, { title: true })).toEqual(tokenize('board minutes'));
    const letterhead = tokenize('ShredSafe Ireland', undefined, { title: true, keepJoinedWords: true });
    expect(letterhead).toHaveLength(2);
    expect(letterhead).not.toContain(tokenize('safe')[0]);
  });
});
