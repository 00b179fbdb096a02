import { z } from 'zod';
import { FACTOR_SCORE_MAX, IMPORTANCE_MAX } from '#domain/scoring.ts';
import type { FactorScoreResult, ScoreFactorInput } from '../engine.ts';

/** The structured answer asked of the model (spec 2 §7 field names). */
export const factorScoreSchema = z.object({
  is_relevant: z.boolean(),
  score: z.number().min(0).max(FACTOR_SCORE_MAX),
  importance: z.number().min(0).max(IMPORTANCE_MAX),
  score_confidence: z.number().min(0).max(1),
  rationale: z.string().min(1).max(4000),
  evidence: z.object({
    questionnaire_evidence: z
      .array(z.object({ question_text: z.string().max(2000), answer_value: z.string().max(2000) }))
      .max(50),
    document_evidence: z
      .array(z.object({ file_name: z.string().max(300), quote: z.string().max(2000) }))
      .max(50),
  }),
});

/**
 * Holds a model's score to the contract. A quote is kept only when it is verbatim in a passage of
 * the file it names (so every quote shown is really in the company's document); dropped quotes are
 * said in the rationale.
 */
export function checkFactorScore(
  answer: z.infer<typeof factorScoreSchema>,
  input: ScoreFactorInput,
): FactorScoreResult {
  const kept: FactorScoreResult['evidence']['document_evidence'] = [];
  let dropped = 0;
  for (const item of answer.evidence.document_evidence) {
    const quote = item.quote.trim();
    const passage = input.passages.find(
      (p) => p.fileName === item.file_name && quote && p.content.includes(quote),
    );
    if (passage) kept.push({ file_name: passage.fileName, quote, file_id: passage.fileId });
    else dropped += 1;
  }
  const note = dropped
    ? ` (${dropped} quote${dropped === 1 ? '' : 's'} not found verbatim in the documents were left out.)`
    : '';
  return {
    is_relevant: answer.is_relevant,
    score: Math.round(answer.score * 10) / 10,
    importance: Math.round(answer.importance * 10) / 10,
    score_confidence: Math.round(answer.score_confidence * 100) / 100,
    rationale: `${answer.rationale.trim()}${note}`,
    evidence: {
      questionnaire_evidence: answer.evidence.questionnaire_evidence,
      document_evidence: kept,
      file_search_results: [],
    },
  };
}
