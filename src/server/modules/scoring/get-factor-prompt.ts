import { scoreFactorPrompt } from '#server/ai/prompts/score-factor.ts';
import type { SearchDeps } from '#server/modules/search/search-company-chunks.ts';
import { loadFactor } from './load-factor.ts';
import { loadScoringContext } from './load-scoring-context.ts';
import { requireCompany } from './require-company.ts';

/**
 * What the single factor tester shows for one factor: the generated prompt (company, factor,
 * rubric, answers, documents, passages), whether the engine reads a prompt at all, and the
 * company's current answers.
 */
export async function getFactorPrompt(deps: SearchDeps, input: { accountId: string; factorId: string }) {
  const company = await requireCompany(deps.db, input.accountId);
  const factor = await loadFactor(deps.db, input.factorId);
  const context = await loadScoringContext(deps, { accountId: input.accountId, companyId: company.id });
  const engineInput = await context.inputFor(factor);
  return {
    factor: { id: factor.id, area: factor.area, questionText: factor.questionText, rubric: factor.rubric },
    prompt: scoreFactorPrompt(engineInput),
    engine: deps.engine.name,
    /** The offline engine applies the rubric itself; only a remote model reads the prompt. */
    promptIsUsed: deps.engine.name !== 'offline',
    answers: context.answers.map((answer) => ({ questionText: answer.questionText, value: answer.value })),
  };
}
