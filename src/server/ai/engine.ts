import type { Priority } from '../../domain/recommendations.ts';

/** One answered question as the engines see it; `key` is the catalogue's stable key (null for added questions). */
export type EngineAnswer = {
  questionId: string;
  key: string | null;
  questionText: string;
  area: string;
  value: string;
};

export type RecommendDocumentsInput = {
  companyName: string;
  answers: EngineAnswer[];
  totalQuestions: number;
};

export type RecommendedDocument = {
  /** The knowledge-base key when the engine knows one; lets runs be compared by identity. */
  key: string | null;
  fileName: string;
  category: string;
  priority: Priority;
  description: string;
};

export type RecommendDocumentsResult = {
  documents: RecommendedDocument[];
  governanceAreas: string[];
  promptSummary: string;
};

/**
 * The AI engine every feature uses (ARCHITECTURE §6). The offline engine is the default; an
 * OpenAI-compatible endpoint is selected by configuration. Document analysis, embeddings and
 * factor scoring join this interface with the data room and scoring work.
 */
export interface AiEngine {
  readonly name: string;
  recommendDocuments(input: RecommendDocumentsInput, signal?: AbortSignal): Promise<RecommendDocumentsResult>;
}

/** An engine failure worth retrying (timeouts, unreachable endpoint, 5xx), as opposed to a bad reply. */
export class TransientAiError extends Error {}
export class InvalidAiReplyError extends Error {}
