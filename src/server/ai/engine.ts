import type { Priority } from '#domain/recommendations.ts';

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
}

export type Embeddings = { model: string; vectors: number[][] };

/** An engine failure worth retrying (timeouts, unreachable endpoint, 5xx), as opposed to a bad reply. */
export class TransientAiError extends Error {}
export class InvalidAiReplyError extends Error {}
