import { describe, expect, test } from 'vitest';
import { companyFactorScores, factors } from '#server/db/schema/scoring.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { summarizeScore } from './summarize-score.ts';

const keel = await createTestKeel();
const given = createGiven(keel);

async function factor(key: string) {
  const [row] = await keel.db
    .insert(factors)
    .values({
      key: `test.${key}`,
      area: 'Corporate Governance',
      questionText: `${key}?`,
      rubric: { '0': 'none', '5': 'some', '10': 'all' },
      defaultImportance: 5,
      orderValue: 1,
    })
    .returning();
  return row!;
}

describe('summarizeScore (dashboard Score step)', () => {
  test('plain average of relevant scored factors out of 100, only for the company asked about', async () => {
    const { account } = await given.accountWithOwner();
    const company = await given.company(account);
    const { account: other } = await given.accountWithOwner('Other');
    const otherCompany = await given.company(other, 'Other Inc.');
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map(factor));
    const base = { accountId: account.id, companyId: company.id };
    await keel.db.insert(companyFactorScores).values([
      { ...base, factorId: a!.id, status: 'completed', score: 8, importance: 9, isRelevant: true },
      { ...base, factorId: b!.id, status: 'completed', score: 5, importance: 1, isRelevant: true },
      { ...base, factorId: c!.id, status: 'completed', score: 0, importance: 5, isRelevant: false },
      { ...base, factorId: d!.id, status: 'pending' },
      {
        accountId: other.id,
        companyId: otherCompany.id,
        factorId: a!.id,
        status: 'completed',
        score: 0,
        isRelevant: true,
      },
    ]);
    expect(await summarizeScore(keel.deps, { companyId: company.id })).toEqual({ average: 65, evaluated: 2 });
    expect(await summarizeScore(keel.deps, { companyId: otherCompany.id })).toEqual({
      average: 0,
      evaluated: 1,
    });
    const { account: empty } = await given.accountWithOwner('Empty');
    const emptyCompany = await given.company(empty, 'Empty Inc.');
    expect(await summarizeScore(keel.deps, { companyId: emptyCompany.id })).toEqual({
      average: null,
      evaluated: 0,
    });
  });
});
