import { expect, test } from 'vitest';
import { addMonths } from './add-months.ts';

test('a month later is the same day, or the month end when that day does not exist', () => {
  expect(addMonths(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
  expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  expect(addMonths(new Date('2026-12-31T00:00:00Z'), 1).toISOString()).toBe('2027-01-31T00:00:00.000Z');
});
