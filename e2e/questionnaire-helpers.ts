import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The spec's eleven sections in its order (§3), read from the spec itself: the test checks the app
 * against the spec, not against the app's own list.
 */
export const AREAS = (() => {
  const spec = readFileSync(
    path.join(process.cwd(), '..', 'shared', 'spec', '1-identity-accounts-questionnaire.md'),
    'utf8',
  );
  const line = /^Governance areas and order of the eleven questionnaire sections: (.+)\.$/m.exec(spec);
  if (!line) throw new Error('The spec no longer lists the eleven questionnaire sections in one line (§3).');
  return line[1]!.split('; ');
})();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a section from the section list. */
export async function openSection(page: Page, area: string) {
  await page
    .getByRole('navigation', { name: 'Questionnaire sections' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(area)}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: area, exact: true })).toBeVisible();
}

/** The question cards of the section on screen. */
export function questionCards(page: Page) {
  return page.locator('article[data-answer-set]');
}

export function questionCard(page: Page, questionText: string) {
  return page.locator('article[data-answer-set]', {
    has: page.getByRole('heading', { level: 3, name: questionText, exact: true }),
  });
}

/** The value a card shows: the checked option, or the field's text. */
export async function shownValue(card: Locator) {
  if ((await card.getAttribute('data-answer-set')) === 'Radio') {
    const checked = card.getByRole('radio', { checked: true });
    if ((await checked.count()) === 0) return '';
    return (await checked.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
  }
  const field = card.locator('input, textarea');
  return field.inputValue();
}

/**
 * Answers one card through its input and waits until it says Saved. Radios pick the option at
 * `optionIndex` (by keyboard when asked, proving the group is keyboard operable).
 */
export async function answerCard(
  card: Locator,
  answers: { text: string; number: string; year: string; optionIndex?: number; keyboard?: boolean },
) {
  const kind = await card.getAttribute('data-answer-set');
  let value: string;
  if (kind === 'Radio') {
    const radios = card.getByRole('radio');
    const index = Math.min(answers.optionIndex ?? 0, (await radios.count()) - 1);
    if (answers.keyboard && index > 0) {
      // Arrow keys move through the group (choosing as they go, for a key held like a person's) and
      // Space chooses the focused option.
      await radios.first().focus();
      for (let i = 0; i < index; i += 1) await card.page().keyboard.press('ArrowDown');
      await expect(radios.nth(index)).toBeFocused();
      await card.page().keyboard.press('Space');
    } else {
      await radios.nth(index).click();
    }
    value = (await radios.nth(index).evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
    await expect(radios.nth(index)).toBeChecked();
  } else {
    value = kind === 'Text' ? answers.text : kind === 'Year' ? answers.year : answers.number;
    const field = card.locator('input, textarea');
    await field.fill(value);
    await field.blur();
  }
  await expect(card.getByText('Saved', { exact: true })).toBeVisible();
  return value;
}

type ApiQuestion = { id: string; answerSet: string; options: string[] | null };

/** Answers every unanswered question through the API, quickly (the UI of each kind is proven elsewhere). */
export async function answerRestThroughApi(request: APIRequestContext, accountId: string) {
  const response = await request.get(`/api/accounts/${accountId}/questionnaire`);
  const { questions, answers } = (await response.json()) as {
    questions: ApiQuestion[];
    answers: { questionId: string }[];
  };
  const answered = new Set(answers.map((a) => a.questionId));
  for (const question of questions) {
    if (answered.has(question.id)) continue;
    const value =
      question.answerSet === 'Radio'
        ? question.options![0]!
        : question.answerSet === 'Year'
          ? '2015'
          : question.answerSet === 'Number'
            ? '40'
            : 'Answered for the data room.';
    // Every write needs the app's Origin (a browser sends it; Playwright's request context does not).
    const saved = await request.put(`/api/accounts/${accountId}/questionnaire/answers/${question.id}`, {
      data: { value },
      headers: { origin: new URL(response.url()).origin },
    });
    expect(saved.ok()).toBe(true);
  }
  return questions.length;
}
