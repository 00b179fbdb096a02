/**
 * Questionnaire rules shared by the server and the web app: sections, answer validation, expiry,
 * progress and the answer hash (spec §3, §4, §5, §9). Pure: no I/O, no Node or DOM APIs beyond
 * Web Crypto, which both have.
 */

/** The eleven governance areas in the spec's order (§3). */
export const governanceAreas = [
  'Basic Company Profile',
  'Corp. Formation & Structure',
  'Board Governance',
  'Finance',
  'HR',
  'Regulatory & Legal Compliance',
  'Data Security & IT',
  'IP Management',
  'Insurance & Risk',
  'ESG',
  'BCDR',
] as const;
export type GovernanceArea = (typeof governanceAreas)[number];

export const answerSets = ['Number', 'Year', 'Text', 'Radio'] as const;
export type AnswerSet = (typeof answerSets)[number];

export const DEFAULT_EXPIRATION_DAYS = 90;
export const ORDER_STEP = 10;
export const MIN_YEAR = 1900;
export const TEXT_ANSWER_MAX = 2000;
export const NUMBER_ANSWER_MAX = 1e12;

export type QuestionRule = {
  id: string;
  answerSet: AnswerSet;
  options: string[] | null;
  expirationDays: number;
};
export type CurrentAnswer = { questionId: string; value: string; savedAt: Date };

export const answerMessages = {
  required: 'Please enter an answer',
  number: 'Enter a number of 0 or more',
  numberTooLarge: 'Enter a smaller number',
  year: (currentYear: number) => `Enter a year from ${MIN_YEAR} to ${currentYear}`,
  textTooLong: `Answers can be at most ${TEXT_ANSWER_MAX} characters`,
  radio: 'Choose one of the options',
} as const;

/**
 * Checks a raw answer against its question's answer set and returns the value to store
 * (trimmed; numbers and years in canonical form) or the message to show beside the field.
 */
export function validateAnswer(
  question: Pick<QuestionRule, 'answerSet' | 'options'>,
  raw: string,
  now: Date = new Date(),
): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  if (value === '') return { ok: false, message: answerMessages.required };
  switch (question.answerSet) {
    case 'Number': {
      if (!/^\d+(\.\d+)?$/.test(value)) return { ok: false, message: answerMessages.number };
      const number = Number(value);
      if (number > NUMBER_ANSWER_MAX) return { ok: false, message: answerMessages.numberTooLarge };
      // Canonical text without surplus zeros, never String(number): it writes 1e-7 for 0.0000001,
      // which this very check (and the form) would then refuse.
      const canonical = value
        .replace(/^0+(?=\d)/, '')
        .replace(/(\.\d*?)0+$/, '$1')
        .replace(/\.$/, '');
      return { ok: true, value: canonical };
    }
    case 'Year': {
      const currentYear = now.getUTCFullYear();
      if (!/^\d{4}$/.test(value)) return { ok: false, message: answerMessages.year(currentYear) };
      const year = Number(value);
      if (year < MIN_YEAR || year > currentYear)
        return { ok: false, message: answerMessages.year(currentYear) };
      return { ok: true, value: String(year) };
    }
    case 'Text':
      if (value.length > TEXT_ANSWER_MAX) return { ok: false, message: answerMessages.textTooLong };
      return { ok: true, value };
    case 'Radio':
      if (!question.options?.includes(value)) return { ok: false, message: answerMessages.radio };
      return { ok: true, value };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** §9's reading: expired when more than expiration_days have passed since the answer was last saved. */
export function isExpired(savedAt: Date, expirationDays: number, now: Date = new Date()): boolean {
  return now.getTime() - savedAt.getTime() > expirationDays * DAY_MS;
}

/** 'N of M completed': questions with a current answer, out of all questions. */
export function progress(
  questionIds: readonly string[],
  answers: readonly Pick<CurrentAnswer, 'questionId'>[],
) {
  const answered = new Set(answers.map((a) => a.questionId));
  const completed = questionIds.filter((id) => answered.has(id)).length;
  const total = questionIds.length;
  return {
    completed,
    total,
    percent: total === 0 ? 0 : Math.round((completed / total) * 100),
    isComplete: total > 0 && completed === total,
  };
}

/** Counts current answers whose question's expiry has passed (the sidebar badge). */
export function countExpired(
  questions: readonly QuestionRule[],
  answers: readonly CurrentAnswer[],
  now: Date = new Date(),
) {
  const days = new Map(questions.map((q) => [q.id, q.expirationDays]));
  return answers.filter((a) => days.has(a.questionId) && isExpired(a.savedAt, days.get(a.questionId)!, now))
    .length;
}

/** The answers §9's hash covers: the current ones of questions that still exist (server and web alike). */
export function hashableAnswers(
  questions: readonly { id: string }[],
  answers: readonly { questionId: string; value: string }[],
) {
  const ids = new Set(questions.map((q) => q.id));
  return answers.filter((a) => ids.has(a.questionId)).map(({ questionId, value }) => ({ questionId, value }));
}

/**
 * §9: SHA-256 over the question ids sorted, with their answers. The canonical text is a JSON
 * array of [questionId, answer] pairs in id order, so the browser and the server agree byte for byte.
 */
export async function answersHash(
  answers: readonly { questionId: string; value: string }[],
): Promise<string> {
  const pairs = [...answers]
    .sort((a, b) => (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0))
    .map((a) => [a.questionId, a.value]);
  const bytes = new TextEncoder().encode(JSON.stringify(pairs));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
