import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { RemoteEngineSettings } from '../ai/remote/openai-compatible-engine.ts';

export type Reply = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** A local OpenAI-compatible endpoint: each test says how it answers and reads what it was sent. */
export function fakeOpenAi() {
  const received: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
  let reply: Reply = (_request, response) => chatCompletion(response, {});
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(text || '{}'),
    });
    await reply(request, response);
  });
  return {
    received,
    answer(next: Reply) {
      reply = next;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A fake endpoint listening for one test file (closed after it), and the settings of an engine
 * that calls it: a test key and model, a 5 s timeout and no retries of the engine's own.
 */
export async function startFakeOpenAi() {
  const fake = fakeOpenAi();
  const baseUrl = await fake.listen();
  afterAll(() => fake.close());
  const settings: RemoteEngineSettings = {
    baseUrl,
    apiKey: 'test-key',
    chatModel: 'keel-test-model',
    timeoutMs: 5_000,
    maxRetries: 0,
  };
  return { fake, settings };
}

export function chatCompletion(response: ServerResponse, content: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: typeof content === 'string' ? content : JSON.stringify(content),
          },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  );
}

/** An error as an OpenAI-compatible endpoint sends it: the status and an `error` object. */
export function errorReply(
  response: ServerResponse,
  status: number,
  error: { message: string; type?: string },
) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error }));
}
