import { describe, expect, test } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate (spec 2 §9: long US format, N/A when missing)', () => {
  test('an ISO timestamp reads as month name, day, year', () => {
    expect(formatLongDate('2026-11-23T12:00:00.000Z')).toBe('November 23, 2026');
    expect(formatLongDate(new Date(2024, 1, 29, 12))).toBe('February 29, 2024');
  });

  test('missing or unreadable dates are N/A, never "Invalid Date"', () => {
    expect(formatLongDate(null)).toBe('N/A');
    expect(formatLongDate(undefined)).toBe('N/A');
    expect(formatLongDate('')).toBe('N/A');
    expect(formatLongDate('not a date')).toBe('N/A');
  });
});
