import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, NoObjectGeneratedError, RetryError } from 'ai';
import { z } from 'zod';
import { governanceAreas } from '../../../domain/questionnaire.ts';
import { priorities } from '../../../domain/recommendations.ts';
import { type AiEngine, InvalidAiReplyError, TransientAiError } from '../engine.ts';
import { recommendDocumentsPrompt } from '../prompts/recommend-documents.ts';

export type RemoteEngineSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  chatModel: string;
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
  return {
    name: `openai-compatible:${settings.chatModel}`,
    async recommendDocuments(input, signal) {
      const { system, prompt } = recommendDocumentsPrompt(input);
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      try {
        const { object } = await generateObject({
          model: provider.chatModel(settings.chatModel),
          schema: recommendationSchema,
          schemaName: 'data_room_recommendations',
          system,
          prompt,
          maxRetries: settings.maxRetries,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        return {
          documents: object.documents.map((d) => ({ key: null, ...d })),
          governanceAreas: [...new Set(object.documents.map((d) => d.category))],
          promptSummary: object.summary,
        };
      } catch (error) {
        throw classify(error, settings);
      }
    },
  };
}

function classify(error: unknown, settings: RemoteEngineSettings): Error {
  if (NoObjectGeneratedError.isInstance(error)) {
    return new InvalidAiReplyError(
      `The AI endpoint returned a reply that is not a valid recommendation list (${settings.chatModel}).`,
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
