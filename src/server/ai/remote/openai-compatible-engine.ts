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
import { scoreFactorPrompt, scoreFactorSystem } from '../prompts/score-factor.ts';
import { checkDocumentAnalysis, documentAnalysisSchema } from './check-document-analysis.ts';
import { checkFactorScore, factorScoreSchema } from './check-factor-score.ts';

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

/** What one kind of call must answer: its schema, the name the endpoint sees, and, for errors, in words. */
type Reply<T> = { schema: z.ZodType<T>; schemaName: string; expected: string };

const recommendationReply: Reply<z.infer<typeof recommendationSchema>> = {
  schema: recommendationSchema,
  schemaName: 'data_room_recommendations',
  expected: 'a valid recommendation list',
};

const documentAnalysisReply: Reply<z.infer<typeof documentAnalysisSchema>> = {
  schema: documentAnalysisSchema,
  schemaName: 'document_analysis',
  expected: 'a valid document analysis',
};

const factorScoreReply: Reply<z.infer<typeof factorScoreSchema>> = {
  schema: factorScoreSchema,
  schemaName: 'factor_score',
  expected: 'a valid factor score',
};

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
    reply: Reply<T>,
    request: { system: string; prompt: string },
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    try {
      const { object } = await generateObject({
        model: provider.chatModel(settings.chatModel),
        schema: reply.schema,
        schemaName: reply.schemaName,
        system: request.system,
        prompt: request.prompt,
        maxRetries: settings.maxRetries,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return object;
    } catch (error) {
      throw classify(error, settings, reply.expected);
    }
  }
  return {
    name: `openai-compatible:${settings.chatModel}`,
    async recommendDocuments(input, signal) {
      const object = await ask(recommendationReply, recommendDocumentsPrompt(input), signal);
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
      const object = await ask(documentAnalysisReply, analyzeDocumentPrompt(input), signal);
      return checkDocumentAnalysis(object, input.recommendedFiles);
    },
    async scoreFactor(input, signal) {
      // The tester's edited prompt is sent exactly as written; otherwise the generated one.
      const object = await ask(
        factorScoreReply,
        { system: scoreFactorSystem, prompt: input.prompt ?? scoreFactorPrompt(input) },
        signal,
      );
      return checkFactorScore(object, input);
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
