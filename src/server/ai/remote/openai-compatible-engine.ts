import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, embedMany, generateObject, NoObjectGeneratedError, RetryError } from 'ai';
import { z } from 'zod';
import { governanceAreas } from '#domain/questionnaire.ts';
import { priorities } from '#domain/recommendations.ts';
import { OFFLINE_EMBEDDING_MODEL } from '../embedding-model.ts';
import { type AiEngine, InvalidAiReplyError, TransientAiError } from '../engine.ts';
import { embedTexts, isOfflineEmbeddingModel } from '../offline/embed-texts.ts';
import { analyzeDocumentPrompt } from '../prompts/analyze-document.ts';
import { recommendDocumentsPrompt } from '../prompts/recommend-documents.ts';
import { checkDocumentAnalysis, documentAnalysisSchema } from './check-document-analysis.ts';

export type RemoteEngineSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  chatModel: string;
  /** AI_EMBEDDING_MODEL: passages are embedded by the endpoint; unset, by the offline model. */
  embeddingModel?: string | undefined;
  timeoutMs: number;
  maxRetries: number;
};

const recommendationSchema = z.object({
  documents: z
    .array(
      z.object({
        fileName: z.string().min(1).max(200),
        category: z.enum(governanceAreas),
        priority: z.enum(priorities),
        description: z.string().min(1).max(1000),
      }),
    )
    .min(1)
    .max(200),
  summary: z.string().max(2000),
});

/**
 * The same contract as the offline engine, through any OpenAI-compatible endpoint: structured
 * output validated by zod, a timeout per call, and bounded retries with backoff (the AI SDK's own,
 * for 429s and 5xx). An unreachable endpoint or a timeout is a TransientAiError (the job retries);
 * a reply that does not fit the schema is an InvalidAiReplyError.
 */
export function createOpenAiCompatibleEngine(settings: RemoteEngineSettings): AiEngine {
  const provider = createOpenAICompatible({
    name: 'keel-remote',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  });
  /** One structured call: the caller's signal and our timeout, bounded retries, errors classified. */
  async function ask<T>(
    request: { schema: z.ZodType<T>; schemaName: string; system: string; prompt: string; expected: string },
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    try {
      const { object } = await generateObject({
        model: provider.chatModel(settings.chatModel),
        schema: request.schema,
        schemaName: request.schemaName,
        system: request.system,
        prompt: request.prompt,
        maxRetries: settings.maxRetries,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return object;
    } catch (error) {
      throw classify(error, settings, request.expected);
    }
  }
  return {
    name: `openai-compatible:${settings.chatModel}`,
    async recommendDocuments(input, signal) {
      const object = await ask(
        {
          schema: recommendationSchema,
          schemaName: 'data_room_recommendations',
          ...recommendDocumentsPrompt(input),
          expected: 'a valid recommendation list',
        },
        signal,
      );
      return {
        documents: object.documents.map((d) => ({ key: null, ...d })),
        governanceAreas: [...new Set(object.documents.map((d) => d.category))],
        promptSummary: object.summary,
      };
    },
    // Each chunk records the model that embedded it: changing AI_EMBEDDING_MODEL re-indexes, and
    // until then search asks for the old model's vectors (the endpoint's, or an offline model's).
    async embed(texts, signal, model) {
      const wanted = model ?? settings.embeddingModel ?? OFFLINE_EMBEDDING_MODEL;
      if (isOfflineEmbeddingModel(wanted)) return embedTexts(texts, wanted);
      if (texts.length === 0) return { model: wanted, vectors: [] };
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      try {
        const { embeddings } = await embedMany({
          model: provider.embeddingModel(wanted),
          values: texts,
          maxRetries: settings.maxRetries,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        return { model: wanted, vectors: embeddings };
      } catch (error) {
        throw classify(error, { ...settings, chatModel: wanted }, 'a list of embeddings');
      }
    },
    async analyzeDocument(input, signal) {
      const object = await ask(
        {
          schema: documentAnalysisSchema,
          schemaName: 'document_analysis',
          ...analyzeDocumentPrompt(input),
          expected: 'a valid document analysis',
        },
        signal,
      );
      return checkDocumentAnalysis(object, input.recommendedFiles);
    },
  };
}

function classify(error: unknown, settings: RemoteEngineSettings, expected: string): Error {
  if (NoObjectGeneratedError.isInstance(error)) {
    return new InvalidAiReplyError(
      `The AI endpoint returned a reply that is not ${expected} (${settings.chatModel}).`,
    );
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new TransientAiError(
      `The AI endpoint did not answer within ${(settings.timeoutMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} s.`,
    );
  }
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    if (last.statusCode === undefined || last.isRetryable) {
      return new TransientAiError(
        `The AI endpoint at ${settings.baseUrl} is unreachable or failing (${last.statusCode ?? last.message}).`,
      );
    }
    return new InvalidAiReplyError(
      `The AI endpoint refused the request (${last.statusCode}): ${last.message}`,
    );
  }
  return new TransientAiError(
    `The AI endpoint at ${settings.baseUrl} could not be reached: ${String((last as Error)?.message ?? last)}`,
  );
}
