import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  confidencePercent,
  dataRoomScore,
  dataRoomScoreLabel,
  formatFileSize,
  fulfilmentOf,
  matchBandOf,
} from './data-room.ts';

describe('fulfilment (spec 2 §4)', () => {
  test('no match is unfulfilled; 0.8 and above fulfilled; 0.5 up to 0.8 partial; below unfulfilled', () => {
    expect(fulfilmentOf(null)).toBe('unfulfilled');
    expect(fulfilmentOf(0.8)).toBe('fulfilled');
    expect(fulfilmentOf(0.79999)).toBe('partial');
    expect(fulfilmentOf(0.5)).toBe('partial');
    expect(fulfilmentOf(0.49999)).toBe('unfulfilled');
    expect(fulfilmentOf(0)).toBe('unfulfilled');
  });
});

describe('match colour bands (spec 2 §9)', () => {
  test('≥ 0.8 green, ≥ 0.6 yellow, below red, no score grey', () => {
    expect([null, 0, 0.59, 0.6, 0.79, 0.8, 1].map(matchBandOf)).toEqual([
      'grey',
      'red',
      'red',
      'yellow',
      'yellow',
      'green',
      'green',
    ]);
  });
});

describe('data room score (spec 2 §9)', () => {
  test('is the rounded average of best matches over ALL recommended files, unmatched counting 0', () => {
    expect(dataRoomScore([])).toBe(0);
    expect(dataRoomScore([1, null])).toBe(50);
    expect(dataRoomScore([0.9, 0.8, null, 0.5])).toBe(55);
  });

  test('stays within 0–100 and never rises when a file loses its match', () => {
    const confidences = fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 40 });
    fc.assert(
      fc.property(confidences, fc.nat(), (values, index) => {
        const score = dataRoomScore(values);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        if (values.length === 0) return;
        const lost = values.map((value, i) => (i === index % values.length ? null : value));
        expect(dataRoomScore(lost)).toBeLessThanOrEqual(score);
      }),
    );
  });

  test('labels: 80 Excellent, 60 Good, 40 Fair, else Needs Work', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(dataRoomScoreLabel)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Fair',
      'Fair',
      'Needs Work',
      'Needs Work',
    ]);
  });
});

describe('file sizes (spec 2 §9: Bytes, KB, MB, GB, base 1024)', () => {
  test('examples', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(50 * 1024 ** 2)).toBe('50 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  test('percentages clamp to 0–100', () => {
    expect(confidencePercent(0.876)).toBe(88);
    expect(confidencePercent(1.4)).toBe(100);
    expect(confidencePercent(-1)).toBe(0);
  });
});
