import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FactorArea } from '#domain/scoring.ts';
import type { Executor } from '#server/db/client.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { companyFactorScores, factors } from '#server/db/schema/scoring.ts';

/**
 * Spec 2 §7 'company_factor_scores: select with joined factors': the company's factor scores with
 * their factor, ordered by area and catalogue order, optionally one area. Scoped by account.
 */
export async function listFactorScores(db: Executor, input: { accountId: string; area?: FactorArea }) {
  const conditions: SQL[] = [eq(companyFactorScores.accountId, input.accountId)];
  if (input.area) conditions.push(eq(factors.area, input.area));
  return (
    db
      .select({
        id: companyFactorScores.id,
        factorId: factors.id,
        factorKey: factors.key,
        area: factors.area,
        questionText: factors.questionText,
        rubric: factors.rubric,
        defaultImportance: factors.defaultImportance,
        status: companyFactorScores.status,
        score: companyFactorScores.score,
        importance: companyFactorScores.importance,
        isRelevant: companyFactorScores.isRelevant,
        scoreConfidence: companyFactorScores.scoreConfidence,
        rationale: companyFactorScores.rationale,
        evidence: companyFactorScores.evidence,
        engine: companyFactorScores.engine,
        errorMessage: companyFactorScores.errorMessage,
        invalidatedReason: companyFactorScores.invalidatedReason,
        lastScoredAt: companyFactorScores.lastScoredAt,
        updatedAt: companyFactorScores.updatedAt,
      })
      .from(companyFactorScores)
      .innerJoin(factors, eq(factors.id, companyFactorScores.factorId))
      // The company of the account: one company per account, and its rows only.
      .innerJoin(
        companies,
        and(eq(companies.id, companyFactorScores.companyId), eq(companies.accountId, input.accountId)),
      )
      .where(and(...conditions))
      .orderBy(asc(factors.area), asc(factors.orderValue))
  );
}

export type FactorScoreView = Awaited<ReturnType<typeof listFactorScores>>[number];
