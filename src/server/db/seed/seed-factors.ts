import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { factors } from '../schema/scoring.ts';
import { factorCatalogue } from './factor-catalogue.ts';
import type { SeedFactor } from './factor-catalogue-types.ts';

/**
 * Brings the factor catalogue into the database, matched by stable key: new factors are added and
 * existing ones take the catalogue's current wording, rubric and links (nobody edits factors in the
 * app, so the catalogue is the source of truth). Scores already given are kept. Idempotent.
 */
export async function seedFactors(db: Executor, catalogue: readonly SeedFactor[] = factorCatalogue) {
  if (catalogue.length === 0) return 0;
  const rows = catalogue.map((factor, index) => ({
    key: factor.key,
    area: factor.area,
    questionText: factor.question,
    rubric: { '0': factor.rubric[0], '5': factor.rubric[1], '10': factor.rubric[2] },
    defaultImportance: factor.importance,
    questionKeys: linkedQuestions(factor),
    documentKeys: factor.documents,
    searchTerms: factor.terms,
    orderValue: (index + 1) * 10,
  }));
  const written = await db
    .insert(factors)
    .values(rows)
    .onConflictDoUpdate({
      target: factors.key,
      set: {
        area: sql`excluded.area`,
        questionText: sql`excluded.question_text`,
        rubric: sql`excluded.rubric`,
        defaultImportance: sql`excluded.default_importance`,
        questionKeys: sql`excluded.question_keys`,
        documentKeys: sql`excluded.document_keys`,
        searchTerms: sql`excluded.search_terms`,
        orderValue: sql`excluded.order_value`,
        updatedAt: sql`now()`,
      },
      // Unchanged rows are not rewritten, so a restart touches nothing.
      setWhere: sql`(${factors.area}, ${factors.questionText}, ${factors.rubric}, ${factors.defaultImportance}, ${factors.questionKeys}, ${factors.documentKeys}, ${factors.searchTerms}, ${factors.orderValue}) is distinct from (excluded.area, excluded.question_text, excluded.rubric, excluded.default_importance, excluded.question_keys, excluded.document_keys, excluded.search_terms, excluded.order_value)`,
    })
    .returning({ id: factors.id });
  return written.length;
}

/** The questions a factor draws on: its own, and those that decide whether it applies at all. */
export function linkedQuestions(factor: SeedFactor): string[] {
  return [...new Set([...factor.questions, ...(factor.notRelevantWhen ?? []).map((c) => c.question)])];
}
