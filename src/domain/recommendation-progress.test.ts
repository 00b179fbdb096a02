import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  advanceProgress,
  LIVE_PROGRESS_CAP,
  PROGRESS_POINTS_PER_SECOND,
  RESTORED_PROGRESS_CAP,
  remainingSeconds,
  remainingTimeText,
  restoredProgress,
  stageText,
} from './recommendation-progress.ts';

describe('recommendation progress display', () => {
  test('grows about 1.11 points a second: a full bar takes the 90 second estimate', () => {
    expect(PROGRESS_POINTS_PER_SECOND).toBeCloseTo(1.11, 2);
    expect(restoredProgress(18_000)).toBeCloseTo(20, 6);
    expect(restoredProgress(45_000)).toBeCloseTo(50, 6);
    expect(advanceProgress(0, 1)).toBeCloseTo(1.111, 3);
    expect(advanceProgress(10, 9)).toBeCloseTo(20, 6);
  });

  test('restored progress is capped at 95, however long ago the run started', () => {
    expect(restoredProgress(85_000)).toBeCloseTo(94.44, 2);
    expect(restoredProgress(86_000)).toBe(RESTORED_PROGRESS_CAP);
    expect(restoredProgress(60 * 60_000)).toBe(95);
  });

  test('a start time in the future (clock skew) shows no progress rather than a negative one', () => {
    expect(restoredProgress(-5_000)).toBe(0);
    expect(advanceProgress(30, -2)).toBe(30);
  });

  test('the live bar never reaches 100 before the run completes, and never goes back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (p, s) => {
          const next = advanceProgress(p, s);
          expect(next).toBeGreaterThanOrEqual(p);
          expect(next).toBeLessThanOrEqual(Math.max(p, LIVE_PROGRESS_CAP));
        },
      ),
    );
    expect(advanceProgress(98.5, 10)).toBe(99);
  });

  test('remaining time is (100 − progress) × 0.9 seconds', () => {
    expect(remainingSeconds(0)).toBe(90);
    expect(remainingSeconds(50)).toBe(45);
    expect(remainingSeconds(95)).toBeCloseTo(4.5, 6);
    expect(remainingSeconds(100)).toBe(0);
    expect(remainingTimeText(0)).toBe('About 90 seconds remaining');
    expect(remainingTimeText(50)).toBe('About 45 seconds remaining');
    expect(remainingTimeText(95)).toBe('About 5 seconds remaining');
    expect(remainingTimeText(99.5)).toBe('About 1 second remaining');
  });

  test('stage text by percent, word for word, at each boundary', () => {
    expect(stageText(0)).toBe('analysing questionnaire responses');
    expect(stageText(19.99)).toBe('analysing questionnaire responses');
    expect(stageText(20)).toBe('identifying governance gaps');
    expect(stageText(39.9)).toBe('identifying governance gaps');
    expect(stageText(40)).toBe('generating file recommendations');
    expect(stageText(59.9)).toBe('generating file recommendations');
    expect(stageText(60)).toBe('prioritising recommendations');
    expect(stageText(79.9)).toBe('prioritising recommendations');
    expect(stageText(80)).toBe('finalising data room structure');
    expect(stageText(94.9)).toBe('finalising data room structure');
    expect(stageText(95)).toBe('almost done');
    expect(stageText(100)).toBe('almost done');
  });
});
