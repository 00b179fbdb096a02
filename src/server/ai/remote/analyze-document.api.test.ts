import { beforeEach, describe, expect, test } from 'vitest';
import { chatCompletion, startFakeOpenAi } from '#server/test/fake-openai-server.ts';
import { type AnalyzeDocumentInput, InvalidAiReplyError } from '../engine.ts';
import { DOCUMENT_CHAR_BUDGET, truncateForPrompt } from '../prompts/analyze-document.ts';
import { createOpenAiCompatibleEngine } from './openai-compatible-engine.ts';

const { fake, settings } = await startFakeOpenAi();
const engine = createOpenAiCompatibleEngine(settings);

const minutesId = '0b5e7c1e-3d1a-4c55-9a61-2f0c1d9b7a10';
const leaseId = '7f3a2b90-1c4d-4e8f-8a2b-5d6e7f801234';
const input: AnalyzeDocumentInput = {
  fileName: 'scan0042.pdf',
  title: 'Minutes of a Meeting of the Board of Directors',
  // A long text: the start, a marker in the middle and the signature block at the end.
  text: `Minutes of a Meeting of the Board of Directors. ${'The board discussed the budget. '.repeat(800)}MIDDLE-MARKER ${'Trading was in line with plan. '.repeat(800)}Signed by the Chair.`,
  recommendedFiles: [
    {
      id: minutesId,
      fileName: 'Board Minutes (last 3 years)',
      category: 'Board Governance',
      description: 'Signed minutes of every board meeting.',
      documentKey: 'board.board_minutes',
    },
    {
      id: leaseId,
      fileName: 'Property Leases and Real Estate Schedule',
      category: 'Regulatory & Legal Compliance',
      description: 'Leases of every property.',
      documentKey: null,
    },
  ],
};

const answer = (overrides: Record<string, unknown> = {}) => ({
  summary: 'Minutes of a board meeting approving the budget.',
  matchedFileId: minutesId,
  confidence: 0.92,
  reasoning:
    "The title reads 'Minutes of a Meeting of the Board of Directors' and it is signed by the Chair.",
  ...overrides,
});

beforeEach(() => {
  fake.received.length = 0;
  fake.answer((_request, response) => chatCompletion(response, answer()));
});

function sentPrompt() {
  const messages = fake.received[0]!.body.messages as { role: string; content: unknown }[];
  return JSON.stringify(messages);
}

describe('analyzeDocument on the OpenAI-compatible engine', () => {
  test('returns the validated match and sends the file ids, the title and the shortened text', async () => {
    const result = await engine.analyzeDocument(input);
    expect(result).toEqual(answer());
    const prompt = sentPrompt();
    expect(prompt).toContain(minutesId);
    expect(prompt).toContain(leaseId);
    expect(prompt).toContain('Minutes of a Meeting of the Board of Directors');
    expect(prompt).toContain('MIDDLE-MARKER');
    expect(prompt).toContain('Signed by the Chair.');
    expect(prompt).toContain('characters omitted');
    expect(prompt.length).toBeLessThan(input.text.length);
    expect(fake.received[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  test('an id that is not among the recommended files is no match', async () => {
    fake.answer((_request, response) =>
      chatCompletion(response, answer({ matchedFileId: 'a-file-the-model-made-up', confidence: 0.9 })),
    );
    const result = await engine.analyzeDocument(input);
    expect(result.matchedFileId).toBeNull();
    expect(result.confidence).toBe(0);
    expect(result.reasoning).toContain('not a recommended file');
  });

  test("a file's exact name instead of its id still finds the file", async () => {
    fake.answer((_request, response) =>
      chatCompletion(response, answer({ matchedFileId: 'property leases and real estate schedule' })),
    );
    expect((await engine.analyzeDocument(input)).matchedFileId).toBe(leaseId);
  });

  test('a confidence outside 0–1 is clamped', async () => {
    fake.answer((_request, response) => chatCompletion(response, answer({ confidence: 7 })));
    expect((await engine.analyzeDocument(input)).confidence).toBe(1);
    fake.answer((_request, response) => chatCompletion(response, answer({ confidence: -0.4 })));
    expect((await engine.analyzeDocument(input)).confidence).toBe(0);
  });

  test('null means no match', async () => {
    fake.answer((_request, response) =>
      chatCompletion(response, answer({ matchedFileId: null, confidence: 0.1, reasoning: 'A pizza order.' })),
    );
    const result = await engine.analyzeDocument(input);
    expect(result).toMatchObject({ matchedFileId: null, confidence: 0, reasoning: 'A pizza order.' });
  });

  test.each([
    ['a reply missing the reasoning', { summary: 'x', matchedFileId: null, confidence: 0.2 }],
    ['a confidence that is not a number', answer({ confidence: 'high' })],
    ['prose instead of JSON', 'This looks like board minutes to me.'],
  ])('%s is an InvalidAiReplyError', async (_name, content) => {
    fake.answer((_request, response) => chatCompletion(response, content));
    const failure = engine.analyzeDocument(input);
    await expect(failure).rejects.toBeInstanceOf(InvalidAiReplyError);
    await expect(failure).rejects.toThrow(/not a valid document analysis \(keel-test-model\)/);
  });
});

describe('truncateForPrompt', () => {
  test('keeps a short text whole and a long one within the budget, with head, middle and tail', () => {
    expect(truncateForPrompt('Short lease.')).toBe('Short lease.');
    const long = `HEAD ${'a '.repeat(20_000)} MIDDLE ${'b '.repeat(20_000)} TAIL`;
    const cut = truncateForPrompt(long);
    expect(cut.length).toBeLessThan(DOCUMENT_CHAR_BUDGET + 200);
    expect(cut.startsWith('HEAD')).toBe(true);
    expect(cut).toContain('MIDDLE');
    expect(cut.endsWith('TAIL')).toBe(true);
  });
});
