import { z } from 'zod';
import type { DocumentAnalysis, RecommendedFileProfile } from '../engine.ts';

/** The structured answer asked of the model; bounds the model may miss are enforced after. */
export const documentAnalysisSchema = z.object({
  summary: z.string().min(1).max(2000),
  matchedFileId: z.string().max(200).nullable(),
  confidence: z.number(),
  reasoning: z.string().min(1).max(4000),
});

/**
 * Holds a model's answer to the contract: the match must be one of the files it was given (an
 * id, or failing that the file's exact name, which models sometimes echo instead); anything else
 * is no match. Confidence is clamped to 0–1, and a document that matches nothing has none.
 */
export function checkDocumentAnalysis(
  answer: z.infer<typeof documentAnalysisSchema>,
  files: readonly RecommendedFileProfile[],
): DocumentAnalysis {
  const said = answer.matchedFileId?.trim();
  const file = said
    ? (files.find((f) => f.id === said) ?? files.find((f) => f.fileName.toLowerCase() === said.toLowerCase()))
    : undefined;
  const confidence = Number.isFinite(answer.confidence) ? Math.min(1, Math.max(0, answer.confidence)) : 0;
  const unknown =
    said && !file ? ` (The model named '${said.slice(0, 80)}', which is not a recommended file.)` : '';
  return {
    summary: answer.summary.trim(),
    matchedFileId: file?.id ?? null,
    confidence: file ? Math.round(confidence * 100) / 100 : 0,
    reasoning: `${answer.reasoning.trim()}${unknown}`,
  };
}
