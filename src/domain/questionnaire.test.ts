import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  answerMessages,
  answersHash,
  countExpired,
  hashableAnswers,
  isExpired,
  MIN_YEAR,
  NUMBER_ANSWER_MAX,
  progress,
  type QuestionRule,
  TEXT_ANSWER_MAX,
  validateAnswer,
} from './questionnaire.ts';

type Rule = Pick<QuestionRule, 'answerSet' | 'options'>;
const number: Rule = { answerSet: 'Number', options: null };
const year: Rule = { answerSet: 'Year', options: null };
const text: Rule = { answerSet: 'Text', options: null };
const radio: Rule = { answerSet: 'Radio', options: ['Yes', 'No', 'In progress'] };
const NOW = new Date('2025-06-15T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Decimal text with leading zeros, tiny fractions and trailing zeros: the forms canonicalisation must handle. */
const decimalText = fc
  .tuple(
    fc.nat(3),
    fc.oneof(fc.constant(0), fc.nat(999_999_999)),
    fc.nat(9),
    fc.nat(99_999),
    fc.nat(3),
    fc.boolean(),
  )
  .map(([lead, whole, zeros, digits, trail, fraction]) => {
    const head = `${'0'.repeat(lead)}${whole}`;
    return fraction ? `${head}.${'0'.repeat(zeros)}${digits}${'0'.repeat(trail)}` : head;
  });

const accepted = (value: string) => ({ ok: true, value });
const refused = (message: string) => ({ ok: false, message });

describe('validateAnswer', () => {
  test('a blank answer is refused for every answer set', () => {
    for (const question of [number, year, text, radio]) {
      expect(validateAnswer(question, '')).toEqual(refused(answerMessages.required));
      expect(validateAnswer(question, ' \n\t ')).toEqual(refused(answerMessages.required));
    }
  });

  test('numbers of 0 or more are stored in canonical form, decimals included', () => {
    expect(validateAnswer(number, '0')).toEqual(accepted('0'));
    expect(validateAnswer(number, ' 42 ')).toEqual(accepted('42'));
    expect(validateAnswer(number, '007')).toEqual(accepted('7'));
    expect(validateAnswer(number, '12.50')).toEqual(accepted('12.5'));
    expect(validateAnswer(number, '3.0')).toEqual(accepted('3'));
    expect(validateAnswer(number, '000.500')).toEqual(accepted('0.5'));
    expect(validateAnswer(number, '0.0000001')).toEqual(accepted('0.0000001'));
    expect(validateAnswer(number, String(NUMBER_ANSWER_MAX))).toEqual(accepted('1000000000000'));
  });

  test('negative numbers, letters and other notations are refused', () => {
    for (const raw of ['-1', '-0.5', 'abc', '12a', '1e3', '1,5', '.5', '5.', '+3', 'NaN', 'Infinity']) {
      expect(validateAnswer(number, raw)).toEqual(refused(answerMessages.number));
    }
    expect(validateAnswer(number, '1000000000001')).toEqual(refused(answerMessages.numberTooLarge));
  });

  test('every non-negative integer is accepted as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NUMBER_ANSWER_MAX }), (n) => {
        expect(validateAnswer(number, String(n))).toEqual(accepted(String(n)));
      }),
    );
  });

  test('the canonical form keeps the value and has no surplus zeros', () => {
    fc.assert(
      fc.property(decimalText, (raw) => {
        const result = validateAnswer(number, raw);
        if (!result.ok) throw new Error(`${raw} was refused: ${result.message}`);
        expect(Number(result.value)).toBe(Number(raw));
        expect(result.value).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
      }),
    );
  });

  test('every negative number is refused', () => {
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(validateAnswer(number, String(n)).ok).toBe(false);
      }),
    );
  });

  test('every integer year in range is accepted and every year outside is refused', () => {
    const message = answerMessages.year(2025);
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 99_999 }), (y) => {
        const result = validateAnswer(year, String(y), NOW);
        if (y >= MIN_YEAR && y <= 2025) expect(result).toEqual(accepted(String(y)));
        else expect(result).toEqual(refused(message));
      }),
    );
  });

  test('the year range ends at the current year of the injected clock', () => {
    expect(validateAnswer(year, '2026', NOW)).toEqual(refused('Enter a year from 1900 to 2025'));
    expect(validateAnswer(year, '2026', new Date('2026-01-01T00:00:00Z'))).toEqual(accepted('2026'));
    expect(validateAnswer(year, ' 1900 ', NOW)).toEqual(accepted('1900'));
    for (const raw of ['1899', '19O0', '2000.0', '02000', 'year']) {
      expect(validateAnswer(year, raw, NOW)).toEqual(refused('Enter a year from 1900 to 2025'));
    }
  });

  test('text is trimmed and capped at TEXT_ANSWER_MAX characters', () => {
    expect(validateAnswer(text, '  Two lines\nof text \n')).toEqual(accepted('Two lines\nof text'));
    const longest = 'x'.repeat(TEXT_ANSWER_MAX);
    expect(validateAnswer(text, ` ${longest} `)).toEqual(accepted(longest));
    expect(validateAnswer(text, `${longest}x`)).toEqual(refused(answerMessages.textTooLong));
  });

  test('radio answers must be one of the options, exactly', () => {
    expect(validateAnswer(radio, 'In progress')).toEqual(accepted('In progress'));
    expect(validateAnswer(radio, ' Yes ')).toEqual(accepted('Yes'));
    for (const raw of ['yes', 'Maybe', 'Yes, No']) {
      expect(validateAnswer(radio, raw)).toEqual(refused(answerMessages.radio));
    }
    expect(validateAnswer({ answerSet: 'Radio', options: null }, 'Yes')).toEqual(
      refused(answerMessages.radio),
    );
  });

  test('validation is idempotent: a stored value validates to itself', () => {
    const question = fc.constantFrom(number, year, text, radio);
    const raw = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer({ min: 1800, max: 2100 }).map(String),
      fc.double({ min: 0, max: 2e12, noNaN: true }).map(String),
      decimalText.map((value) => ` ${value}\n`),
      fc.constantFrom('Yes', ' No ', 'In progress'),
    );
    fc.assert(
      fc.property(question, raw, (q, value) => {
        const first = validateAnswer(q, value, NOW);
        if (first.ok) expect(validateAnswer(q, first.value, NOW)).toEqual(first);
      }),
    );
  });
});

describe('isExpired', () => {
  const savedAt = new Date('2025-01-01T00:00:00Z');

  test('exactly expirationDays after saving is not expired; one millisecond more is', () => {
    const boundary = new Date(savedAt.getTime() + 90 * DAY_MS);
    expect(isExpired(savedAt, 90, boundary)).toBe(false);
    expect(isExpired(savedAt, 90, new Date(boundary.getTime() + 1))).toBe(true);
  });

  test('agrees with the age in milliseconds for any age and expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36_500 }),
        fc.integer({ min: 0, max: 40_000 * DAY_MS }),
        (days, age) => {
          expect(isExpired(savedAt, days, new Date(savedAt.getTime() + age))).toBe(age > days * DAY_MS);
        },
      ),
    );
  });
});

describe('progress', () => {
  const ids = fc.uniqueArray(fc.uuid(), { maxLength: 30 });

  test('counts distinct answered questions, ignoring duplicates and unknown ids', () => {
    expect(
      progress(['a', 'b', 'c', 'd'], [{ questionId: 'a' }, { questionId: 'a' }, { questionId: 'zz' }]),
    ).toEqual({ completed: 1, total: 4, percent: 25, isComplete: false });
    expect(progress([], [])).toEqual({ completed: 0, total: 0, percent: 0, isComplete: false });
  });

  test('completed never exceeds total, and isComplete holds exactly when every question is answered', () => {
    fc.assert(
      fc.property(
        ids,
        fc.array(fc.oneof(fc.uuid(), fc.constant('unknown'))),
        fc.nat(),
        (questionIds, extra, seed) => {
          const answered = questionIds.filter((_, i) => (seed >> (i % 31)) & 1);
          const answers = [...answered, ...answered, ...extra].map((questionId) => ({ questionId }));
          const result = progress(questionIds, answers);
          expect(result.completed).toBeLessThanOrEqual(result.total);
          expect(result.completed).toBe(new Set(answered).size);
          expect(result.isComplete).toBe(
            questionIds.length > 0 && questionIds.every((id) => answered.includes(id)),
          );
          expect(result.percent).toBeGreaterThanOrEqual(0);
          expect(result.percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('countExpired', () => {
  const rule = (id: string, expirationDays: number): QuestionRule => ({
    id,
    answerSet: 'Text',
    options: null,
    expirationDays,
  });
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

  test("counts answers older than their own question's expiration_days", () => {
    const questions = [rule('headcount', 90), rule('founded', 3650), rule('audit', 365)];
    const answers = [
      { questionId: 'headcount', value: '12', savedAt: daysAgo(91) },
      { questionId: 'founded', value: '2001', savedAt: daysAgo(91) },
      { questionId: 'audit', value: 'Yes', savedAt: daysAgo(365) },
      { questionId: 'deleted-question', value: 'x', savedAt: daysAgo(10_000) },
    ];
    expect(countExpired(questions, answers, NOW)).toBe(1);
    expect(countExpired(questions, [], NOW)).toBe(0);
  });
});

test('only the answers of questions that still exist are hashed, as question id and value', () => {
  const questions = [{ id: 'q1' }, { id: 'q2' }];
  const answers = [
    { questionId: 'q1', value: 'Yes', answeredAt: '2026-01-01' },
    { questionId: 'gone', value: 'No', answeredAt: '2026-01-01' },
    { questionId: 'q2', value: '12' },
  ];
  expect(hashableAnswers(questions, answers)).toEqual([
    { questionId: 'q1', value: 'Yes' },
    { questionId: 'q2', value: '12' },
  ]);
});

describe('answersHash', () => {
  const a = '11111111-1111-4111-8111-111111111111';
  const b = '22222222-2222-4222-8222-222222222222';
  const answers = fc.uniqueArray(fc.record({ questionId: fc.uuid(), value: fc.string() }), {
    selector: (answer) => answer.questionId,
    maxLength: 20,
  });
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

  test('is SHA-256 over the JSON array of [questionId, answer] pairs in id order (known vector)', async () => {
    const input = [
      { questionId: b, value: 'Société anonyme' },
      { questionId: a, value: '42' },
    ];
    const canonical = JSON.stringify([
      [a, '42'],
      [b, 'Société anonyme'],
    ]);
    const expected = 'c12c02e51c1468d40f4653e0a1359be788fdfb5ce3b4cce2acb784fe455b80ac';
    expect(sha256(canonical)).toBe(expected);
    expect(await answersHash(input)).toBe(expected);
    expect(await answersHash([])).toBe(sha256('[]'));
  });

  test('is deterministic and independent of input order', async () => {
    await fc.assert(
      fc.asyncProperty(answers, fc.nat(), async (list, seed) => {
        const shuffled = [...list].sort(
          (x, y) => ((x.value.length * 31 + seed) % 7) - ((y.value.length * 31 + seed) % 7),
        );
        const hash = await answersHash(list);
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
        expect(await answersHash(list)).toBe(hash);
        expect(await answersHash(shuffled.reverse())).toBe(hash);
      }),
    );
  });

  test('changes when any value changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        answers.filter((list) => list.length > 0),
        fc.nat(),
        fc.string(),
        async (list, at, suffix) => {
          const index = at % list.length;
          const changed = list.map((answer, i) =>
            i === index ? { ...answer, value: `${answer.value}${suffix}!` } : answer,
          );
          expect(await answersHash(changed)).not.toBe(await answersHash(list));
        },
      ),
    );
  });
});
