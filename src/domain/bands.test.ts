import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dataRoomScoreLabel, matchBandOf } from './data-room.ts';
import { scoreBand, scoreLabel } from './scoring.ts';

// A score is out of 100 and a match confidence out of 1; spec 2 §9 bands both at the same percentages.
describe('colour bands (spec 2 §9): the same on both scales', () => {
  test('no value is grey', () => {
    expect(scoreBand(null)).toBe('grey');
    expect(matchBandOf(null)).toBe('grey');
  });

  test.each([
    [80, 100, 'green'],
    [60, 79, 'yellow'],
    [0, 59, 'red'],
  ] as const)('from %i %% up to %i %% is %s', (from, upTo, band) => {
    for (const percent of [from, upTo]) {
      expect(scoreBand(percent)).toBe(band);
      expect(matchBandOf(percent / 100)).toBe(band);
    }
  });

  test('property: bands never go down as the value rises', () => {
    const order = { grey: 0, red: 1, yellow: 2, green: 3 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order[scoreBand(low)]).toBeLessThanOrEqual(order[scoreBand(high)]);
      }),
    );
  });
});

describe('label bands (spec 2 §9): the same edges, each page its own lowest word', () => {
  test.each([
    [80, 100, 'Excellent', 'Excellent'],
    [60, 79, 'Good', 'Good'],
    [40, 59, 'Fair', 'Fair'],
    [0, 39, 'Needs Improvement', 'Needs Work'],
  ] as const)(
    'from %i up to %i reads %s on the score overview and %s in the data room',
    (from, upTo, overview, dataRoom) => {
      for (const score of [from, upTo]) {
        expect(scoreLabel(score)).toBe(overview);
        expect(dataRoomScoreLabel(score)).toBe(dataRoom);
      }
    },
  );
});
