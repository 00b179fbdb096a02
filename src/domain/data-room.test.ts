import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { confidencePercent, dataRoomScore, formatFileSize, fulfilmentOf } from './data-room.ts';

describe('fulfilment (spec 2 §4)', () => {
  test('a file without a match is unfulfilled', () => {
    expect(fulfilmentOf(null)).toBe('unfulfilled');
  });

  test.each([
    [0.8, 1, 'fulfilled'],
    [0.5, 0.79999, 'partial'],
    [0, 0.49999, 'unfulfilled'],
  ] as const)('a best confidence from %s up to %s is %s', (from, upTo, fulfilment) => {
    expect(fulfilmentOf(from)).toBe(fulfilment);
    expect(fulfilmentOf(upTo)).toBe(fulfilment);
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
});

describe('file sizes (spec 2 §9: Bytes, KB, MB, GB, base 1024)', () => {
  test.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [50 * 1024 ** 2, '50 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  test('percentages clamp to 0–100', () => {
    expect(confidencePercent(0.876)).toBe(88);
    expect(confidencePercent(1.4)).toBe(100);
    expect(confidencePercent(-1)).toBe(0);
  });
});
