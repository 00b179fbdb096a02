import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  OVERDUE_TEXT,
  PROGRESS_CAP,
  PROGRESS_POINTS_PER_SECOND,
  progressAfter,
  remainingSeconds,
  remainingTimeText,
  stageText,
} from './recommendation-progress.ts';

describe('recommendation progress display', () => {
  test('grows about 1.11 points a second: a full bar takes the 90 second estimate', () => {
    expect(PROGRESS_POINTS_PER_SECOND).toBeCloseTo(1.11, 2);
    expect(progressAfter(1_000)).toBeCloseTo(1.111, 3);
    expect(progressAfter(18_000)).toBeCloseTo(20, 6);
    expect(progressAfter(45_000)).toBeCloseTo(50, 6);
  });

  test('progress stops at 95, however long ago the run started: only completion shows 100', () => {
    expect(progressAfter(85_000)).toBeCloseTo(94.44, 2);
    expect(progressAfter(86_000)).toBe(PROGRESS_CAP);
    expect(progressAfter(60 * 60_000)).toBe(95);
  });

  test('a start time in the future (clock skew) shows no progress rather than a negative one', () => {
    expect(progressAfter(-5_000)).toBe(0);
    expect(remainingTimeText(-5_000)).toBe('About 90 seconds remaining');
  });

  test('as time passes the bar never goes back and never passes 95', () => {
    fc.assert(
      fc.property(fc.nat(10 * 60_000), fc.nat(10 * 60_000), (earlier, later) => {
        const [a, b] = earlier <= later ? [earlier, later] : [later, earlier];
        expect(progressAfter(b)).toBeGreaterThanOrEqual(progressAfter(a));
        expect(progressAfter(b)).toBeLessThanOrEqual(95);
      }),
    );
  });

  test('remaining time is (100 − progress) × 0.9 seconds', () => {
    expect(remainingSeconds(0)).toBe(90);
    expect(remainingSeconds(50)).toBe(45);
    expect(remainingSeconds(95)).toBeCloseTo(4.5, 6);
    expect(remainingSeconds(100)).toBe(0);
  });

  test.each([
    [0, 'About 90 seconds remaining'],
    [45_000, 'About 45 seconds remaining'],
    [85_500, 'About 5 seconds remaining'],
    [88_000, 'About 2 seconds remaining'],
    [89_500, 'About 1 second remaining'],
    [90_000, 'About 1 second remaining'],
  ])('%i ms into the run it reads %s, counting down to the end of the estimate', (elapsed, text) => {
    expect(remainingTimeText(elapsed)).toBe(text);
  });

  test('past the 90 second estimate it says the run takes longer than usual, never a frozen countdown', () => {
    expect(remainingTimeText(90_001)).toBe(OVERDUE_TEXT);
    expect(remainingTimeText(5 * 60_000)).toBe(OVERDUE_TEXT);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 60_000 }), (elapsed) => {
        const text = remainingTimeText(elapsed);
        if (elapsed > 90_000) expect(text).toBe(OVERDUE_TEXT);
        else expect(text).toMatch(/^About \d+ seconds? remaining$/);
        if (elapsed >= 85_500) expect(stageText(progressAfter(elapsed))).toBe('almost done');
      }),
    );
  });

  test.each([
    [0, 19.99, 'analysing questionnaire responses'],
    [20, 39.9, 'identifying governance gaps'],
    [40, 59.9, 'generating file recommendations'],
    [60, 79.9, 'prioritising recommendations'],
    [80, 94.9, 'finalising data room structure'],
    [95, 100, 'almost done'],
  ])('from %s %% up to %s %% the stage text reads, word for word, %s', (from, upTo, text) => {
    expect(stageText(from)).toBe(text);
    expect(stageText(upTo)).toBe(text);
  });
});
