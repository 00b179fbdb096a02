import type { Fulfilment } from '#domain/data-room.ts';
import type { Priority } from '#domain/recommendations.ts';
import type { FactorArea, FactorEvidence } from '#domain/scoring.ts';

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

/** A file of the active recommendation an upload may fulfil; `documentKey` is its knowledge-base key. */
export type RecommendedFileProfile = {
  id: string;
  fileName: string;
  category: string;
  description: string;
  documentKey: string | null;
};

export type AnalyzeDocumentInput = {
  /** The uploaded file's name, often uninformative (`scan0042.pdf`). */
  fileName: string;
  /** The document's own title, from extraction, when it has one. */
  title: string | null;
  /** The extracted text (sections joined); may be long. */
  text: string;
  recommendedFiles: RecommendedFileProfile[];
};

export type DocumentAnalysis = {
  summary: string;
  /** One of the input's recommendedFiles ids, or null when the document fulfils none of them. */
  matchedFileId: string | null;
  /** 0–1: at least 0.8 fulfils the file, 0.5 partially. */
  confidence: number;
  /** The evidence that decided it: the title, phrases or clauses. */
  reasoning: string;
};

/** A factor as the engines score it (spec 2 §3 factors plus the catalogue's rubric and links). */
export type FactorToScore = {
  id: string;
  key: string;
  area: FactorArea;
  questionText: string;
  rubric: { '0': string; '5': string; '10': string };
  defaultImportance: number;
  questionKeys: string[];
  documentKeys: string[];
  searchTerms: string;
};

/** A recommended document the factor draws on, and how far the company's uploads fulfil it. */
export type LinkedDocument = {
  key: string;
  fileName: string;
  /** False when the company's active recommendation does not include it (not needed, or none yet). */
  recommended: boolean;
  fulfilment: Fulfilment;
  bestConfidence: number | null;
  files: { id: string; fileName: string }[];
};

/** A passage of one of the company's own documents, retrieved by the document search. */
export type RetrievedPassage = { fileId: string; fileName: string; content: string };

export type ScoreFactorInput = {
  companyName: string;
  factor: FactorToScore;
  /** The company's current answers to the factor's linked questions (unanswered ones are absent). */
  answers: EngineAnswer[];
  documents: LinkedDocument[];
  passages: RetrievedPassage[];
  /** The tester's edited prompt: the remote engine sends it as written; the offline engine ignores it. */
  prompt?: string;
  now?: Date;
};

/** Spec 2 §7: what the factor prompt asks a model for, in the spec's field names. */
export type FactorScoreResult = {
  is_relevant: boolean;
  score: number;
  importance: number;
  score_confidence: number;
  rationale: string;
  evidence: FactorEvidence;
  /** The offline engine's working: the rubric lines and passages it applied (shown by the tester). */
  applied?: string[];
};

/**
 * The AI engine every feature uses (ARCHITECTURE §6). The offline engine is the default; an
 * OpenAI-compatible endpoint is selected by configuration. Embeddings and
 * factor scoring join this interface with the scoring work.
 */
export interface AiEngine {
  readonly name: string;
  recommendDocuments(input: RecommendDocumentsInput, signal?: AbortSignal): Promise<RecommendDocumentsResult>;
  /** Summarises an uploaded document and picks the recommended file it fulfils, if any. */
  analyzeDocument(input: AnalyzeDocumentInput, signal?: AbortSignal): Promise<DocumentAnalysis>;
  /**
   * Vectors for passages, with the model that made them: vectors of different models are never
   * compared. `model` asks for an earlier model's vectors (search embeds a question with the model
   * its company's chunks are on until a re-index completes); an engine that cannot make them
   * answers with its current model, so callers compare `model` with what they asked for.
   * `embed([])` names the current model without any work.
   */
  embed(texts: string[], signal?: AbortSignal, model?: string): Promise<Embeddings>;
  /** Scores one factor for a company from its answers, document fulfilment and retrieved passages. */
  scoreFactor(input: ScoreFactorInput, signal?: AbortSignal): Promise<FactorScoreResult>;
}

export type Embeddings = { model: string; vectors: number[][] };

/** An engine failure worth retrying (timeouts, unreachable endpoint, 5xx), as opposed to a bad reply. */
export class TransientAiError extends Error {}
export class InvalidAiReplyError extends Error {}
