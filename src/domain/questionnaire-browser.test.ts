// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { answersHash } from './questionnaire.ts';

// The same known vector as questionnaire.test.ts, whose value node:crypto computes: the web app's
// "changes detected" check and the server's source_answers_hash must agree byte for byte.
test('the answer hash in a browser environment equals the server one', async () => {
  expect(typeof window).toBe('object');
  const hash = await answersHash([
    { questionId: '22222222-2222-4222-8222-222222222222', value: 'Société anonyme' },
    { questionId: '11111111-1111-4111-8111-111111111111', value: '42' },
  ]);
  expect(hash).toBe('c12c02e51c1468d40f4653e0a1359be788fdfb5ce3b4cce2acb784fe455b80ac');
});
