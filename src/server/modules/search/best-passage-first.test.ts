import { describe, expect, test } from 'vitest';
import { eachFilesBestPassageFirst } from './best-passage-first.ts';

/** A passage as `file` + number, with its word weight: 'a2:3.1'. */
const passages = (written: string) =>
  written.split(' ').map((entry) => {
    const [id, weight] = entry.split(':') as [string, string];
    return { id, file_id: id.slice(0, 1), word_weight: weight };
  });

describe('each file’s best passage first', () => {
  test.each([
    [
      'a file’s passages move by word weight, within the places the file held',
      'a1:1.5 b1:2 a2:3.1 c1:0 a3:2.2',
      'a2 b1 a3 c1 a1',
    ],
    ['equal weights keep the fused order; other files never move', 'a1:1 b1:0 a2:1 b2:5', 'a1 b2 a2 b1'],
  ])('%s', (_, fused, shown) => {
    expect(eachFilesBestPassageFirst(passages(fused)).map((passage) => passage.id)).toEqual(shown.split(' '));
  });

  test('no passages, none shown', () => {
    expect(eachFilesBestPassageFirst([])).toEqual([]);
  });
});
