import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isDataRoomStepComplete,
  isScoreStepComplete,
  meanConfidencePercent,
  nextStep,
  stepBand,
} from './dashboard.ts';

describe('meanConfidencePercent (spec 2 §9 dashboard data room value)', () => {
  test('no files is 0', () => {
    expect(meanConfidencePercent([])).toBe(0);
  });

  test('the mean of the confidences as a rounded percentage', () => {
    expect(meanConfidencePercent([0.95, 0.65])).toBe(80);
    expect(meanConfidencePercent([0.9, 0.68])).toBe(79);
    expect(meanConfidencePercent([0.333])).toBe(33);
    expect(meanConfidencePercent([0.005])).toBe(1);
  });

  test('a file without a confidence counts as 0', () => {
    expect(meanConfidencePercent([0.9, 0.9, null])).toBe(60);
    expect(meanConfidencePercent([null])).toBe(0);
  });

  test('always a whole number from 0 to 100, even for out-of-range confidences', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: -2, max: 3, noNaN: true }))), (values) => {
        const value = meanConfidencePercent(values);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('step completion (spec 2 §4)', () => {
  test('the data room and the score are complete from 80', () => {
    expect(isDataRoomStepComplete(79)).toBe(false);
    expect(isDataRoomStepComplete(80)).toBe(true);
    expect(isScoreStepComplete(79)).toBe(false);
    expect(isScoreStepComplete(80)).toBe(true);
    expect(isScoreStepComplete(100)).toBe(true);
  });
});

describe('nextStep', () => {
  test('a new user starts with the company profile', () => {
    expect(nextStep({ questionnaire: false, dataRoom: false, score: false })).toBe('questionnaire');
  });

  test('the first step in order that is not complete', () => {
    expect(nextStep({ questionnaire: true, dataRoom: false, score: false })).toBe('dataRoom');
    expect(nextStep({ questionnaire: true, dataRoom: true, score: false })).toBe('score');
    expect(nextStep({ questionnaire: false, dataRoom: true, score: true })).toBe('questionnaire');
  });

  test('none when all three are complete', () => {
    expect(nextStep({ questionnaire: true, dataRoom: true, score: true })).toBeNull();
  });
});

describe('stepBand (spec 2 §9 colour bands)', () => {
  test('green from 80, yellow from 60, red below', () => {
    expect(stepBand('score', 80)).toBe('green');
    expect(stepBand('dataRoom', 79)).toBe('yellow');
    expect(stepBand('dataRoom', 60)).toBe('yellow');
    expect(stepBand('score', 59)).toBe('red');
  });

  test('the questionnaire percent is yellow from 50', () => {
    expect(stepBand('questionnaire', 50)).toBe('yellow');
    expect(stepBand('questionnaire', 49)).toBe('red');
    expect(stepBand('questionnaire', 100)).toBe('green');
  });
});
