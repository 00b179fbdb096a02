import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { chatCompletion, errorReply, startFakeOpenAi } from '#server/test/fake-openai-server.ts';
import { createEngine } from '../create-engine.ts';
import { InvalidAiReplyError, type RecommendDocumentsInput, TransientAiError } from '../engine.ts';
import { createOpenAiCompatibleEngine, type RemoteEngineSettings } from './openai-compatible-engine.ts';

const validReply = {
  documents: [
    {
      fileName: 'Loan and Facility Agreements',
      category: 'Finance',
      priority: 'high',
      description: 'Every facility the company has drawn.',
    },
    { fileName: 'Employee Handbook', category: 'HR', priority: 'medium', description: 'The staff handbook.' },
  ],
  summary: 'Two documents for a small indebted employer.',
};

const input: RecommendDocumentsInput = {
  companyName: 'Acme Inc.',
  totalQuestions: 90,
  answers: [
    {
      questionId: 'q1',
      key: 'finance.has_debt',
      questionText: 'Does it have debt?',
      area: 'Finance',
      value: 'Yes',
    },
  ],
};

const { fake, settings } = await startFakeOpenAi();
beforeEach(() => {
  fake.received.length = 0;
  fake.answer((_request, response) => chatCompletion(response, validReply));
});

const engine = (overrides: Partial<RemoteEngineSettings> = {}) =>
  createOpenAiCompatibleEngine({ ...settings, ...overrides });

describe('the OpenAI-compatible engine', () => {
  test('returns the validated documents, and sends the model, the key and a system prompt', async () => {
    const result = await engine().recommendDocuments(input);
    expect(result).toEqual({
      documents: validReply.documents.map((d) => ({ key: null, ...d })),
      governanceAreas: ['Finance', 'HR'],
      promptSummary: validReply.summary,
    });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('keel-test-model');
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('due-diligence') });
    expect(JSON.stringify(messages.at(-1))).toContain('Does it have debt? → Yes');
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  test.each([
    ['content that does not fit the schema', { documents: [{ fileName: 'X', category: 'Cooking' }] }],
    ['an empty document list', { documents: [], summary: 'Nothing.' }],
    ['content that is not JSON', 'Here are your documents: the handbook.'],
  ])('%s is an InvalidAiReplyError', async (_name, content) => {
    fake.answer((_request, response) => chatCompletion(response, content));
    const failure = engine().recommendDocuments(input);
    await expect(failure).rejects.toBeInstanceOf(InvalidAiReplyError);
    await expect(failure).rejects.toThrow(/not a valid recommendation list \(keel-test-model\)/);
  });

  test('a reply slower than the timeout is a TransientAiError, raised at about the timeout', async () => {
    fake.answer(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (!response.destroyed) chatCompletion(response, validReply);
    });
    const started = performance.now();
    const failure = engine({ timeoutMs: 300, maxRetries: 2 }).recommendDocuments(input);
    await expect(failure).rejects.toBeInstanceOf(TransientAiError);
    await expect(failure).rejects.toThrow('did not answer within');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  test("the caller's abort signal stops the call too", async () => {
    fake.answer(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (!response.destroyed) chatCompletion(response, validReply);
    });
    const failure = engine().recommendDocuments(input, AbortSignal.timeout(200));
    await expect(failure).rejects.toBeInstanceOf(TransientAiError);
  });

  test('an unreachable endpoint is a TransientAiError naming the endpoint', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = `http://127.0.0.1:${port}/v1`;
    const failure = engine({ baseUrl: unreachable }).recommendDocuments(input);
    await expect(failure).rejects.toBeInstanceOf(TransientAiError);
    await expect(failure).rejects.toThrow(`The AI endpoint at ${unreachable}`);
  });

  test('a 500 is retried with backoff and the retry succeeds', async () => {
    fake.answer((_request, response) => {
      if (fake.received.length === 1) {
        errorReply(response, 500, { message: 'overloaded', type: 'server_error' });
      } else chatCompletion(response, validReply);
    });
    const result = await engine({ maxRetries: 1 }).recommendDocuments(input);
    expect(result.documents).toHaveLength(2);
    expect(fake.received).toHaveLength(2);
  });

  // A failing endpoint (5xx) is retried, then transient; a refused request (4xx) is neither.
  test.each([
    { status: 503, retries: 1, attempts: 2, error: TransientAiError, says: /unreachable or failing \(503\)/ },
    { status: 401, retries: 2, attempts: 1, error: InvalidAiReplyError, says: /refused the request \(401\)/ },
  ])(
    'a $status on every attempt (maxRetries $retries) is sent $attempts time(s), then rejected as $error.name',
    async ({ status, retries, attempts, error, says }) => {
      fake.answer((_request, response) => errorReply(response, status, { message: 'the endpoint failed' }));
      const failure = engine({ maxRetries: retries }).recommendDocuments(input);
      await expect(failure).rejects.toBeInstanceOf(error);
      await expect(failure).rejects.toThrow(says);
      expect(fake.received).toHaveLength(attempts);
    },
  );
});

describe('createEngine', () => {
  test('AI_BASE_URL selects the OpenAI-compatible engine with the configured model', async () => {
    const config = loadConfig({
      AI_BASE_URL: settings.baseUrl,
      AI_CHAT_MODEL: 'keel-test-model',
      AI_MAX_RETRIES: '0',
    });
    const selected = createEngine(config);
    expect(selected.name).toBe('openai-compatible:keel-test-model');
    expect((await selected.recommendDocuments(input)).promptSummary).toBe(validReply.summary);
    expect(fake.received).toHaveLength(1);
  });

  test('without AI_BASE_URL the offline engine is used and no request is made', async () => {
    const selected = createEngine(loadConfig({}));
    expect(selected.name).toBe('offline');
    expect((await selected.recommendDocuments(input)).documents.length).toBeGreaterThan(0);
    expect(fake.received).toHaveLength(0);
  });
});
