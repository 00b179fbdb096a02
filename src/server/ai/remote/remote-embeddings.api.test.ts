import { expect, test } from 'vitest';
import { startFakeOpenAi } from '#server/test/fake-openai-server.ts';
import { OFFLINE_EMBEDDING_MODEL, OFFLINE_EMBEDDING_MODEL_V1 } from '../embedding-model.ts';
import { TransientAiError } from '../engine.ts';
import { embedTexts } from '../offline/embed-texts.ts';
import { createOpenAiCompatibleEngine, type RemoteEngineSettings } from './openai-compatible-engine.ts';

const {
  fake,
  settings: { baseUrl },
} = await startFakeOpenAi();

/** The endpoint answers /embeddings with a vector per input: its length and first letter's code. */
fake.answer((request, response) => {
  const body = fake.received.at(-1)!.body as { input: string[]; model: string };
  if (body.model === 'retired-model') {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'model not found' } }));
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      object: 'list',
      model: body.model,
      data: body.input.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: [text.length, text.charCodeAt(0), 1],
      })),
      usage: { prompt_tokens: 1, total_tokens: 1 },
    }),
  );
  void request;
});

const settings = (embeddingModel?: string): RemoteEngineSettings => ({
  baseUrl,
  apiKey: 'sk-test',
  chatModel: 'fake-chat',
  embeddingModel,
  timeoutMs: 5000,
  maxRetries: 0,
});

test('with AI_EMBEDDING_MODEL, passages are embedded by the endpoint and record its model', async () => {
  const engine = createOpenAiCompatibleEngine(settings('text-embedding-3-small'));
  const result = await engine.embed(['board', 'lease']);
  expect(result).toEqual({
    model: 'text-embedding-3-small',
    vectors: [
      [5, 98, 1],
      [5, 108, 1],
    ],
  });
  const sent = fake.received.at(-1)!;
  expect(sent.path).toBe('/v1/embeddings');
  expect(sent.body).toMatchObject({ model: 'text-embedding-3-small', input: ['board', 'lease'] });
  expect(sent.authorization).toBe('Bearer sk-test');
  // Naming the current model costs no call.
  const calls = fake.received.length;
  expect((await engine.embed([])).model).toBe('text-embedding-3-small');
  expect(fake.received.length).toBe(calls);
});

test('a store still on an earlier model gets that model’s vectors, offline or remote', async () => {
  const engine = createOpenAiCompatibleEngine(settings('text-embedding-3-large'));
  expect(await engine.embed(['who are the directors'], undefined, OFFLINE_EMBEDDING_MODEL_V1)).toEqual(
    embedTexts(['who are the directors'], OFFLINE_EMBEDDING_MODEL_V1),
  );
  const earlier = await engine.embed(['board'], undefined, 'text-embedding-3-small');
  expect(earlier.model).toBe('text-embedding-3-small');
  expect(fake.received.at(-1)!.body.model).toBe('text-embedding-3-small');
});

test('without AI_EMBEDDING_MODEL passages are embedded offline, with no call', async () => {
  const calls = fake.received.length;
  const engine = createOpenAiCompatibleEngine(settings(undefined));
  const result = await engine.embed(['board']);
  expect(result.model).toBe(OFFLINE_EMBEDDING_MODEL);
  expect(fake.received.length).toBe(calls);
});

test('an endpoint that refuses is an error the job retries, not vectors of another model', async () => {
  const engine = createOpenAiCompatibleEngine(settings('retired-model'));
  await expect(engine.embed(['board'])).rejects.toBeInstanceOf(Error);
  await expect(engine.embed(['board'])).rejects.not.toBeInstanceOf(TransientAiError);
});
