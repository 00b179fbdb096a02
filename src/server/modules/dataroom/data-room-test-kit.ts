import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { projectRoot } from '#server/lib/project-root.ts';
import type { Given } from '#server/test/given.ts';
import type { Browser } from '#server/test/http-client.ts';

export const corpus = (relative: string) => path.join(projectRoot(), '..', 'shared', 'corpus', relative);

export type FileView = {
  id: string;
  fileName: string;
  fileSize: number;
  format: string;
  status: string;
  errorMessage: string | null;
  totalChunks: number;
  matchedFileId: string | null;
  confidenceScore: number | null;
  aiAnalysisSummary: string | null;
  aiReasoning: string | null;
  correction: { kind: string; by: string | null; at: string | null } | null;
};

export const filesPath = (account: { id: string }) => `/api/accounts/${account.id}/data-room/files`;

/** Uploads bytes as the web app does: one multipart request per file, field `file`. */
export async function uploadBytes(
  user: { client: Browser },
  account: { id: string },
  fileName: string,
  bytes: Uint8Array,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return user.client.upload(filesPath(account), form);
}

/** A file of ../shared/corpus, or of this project when the path starts with `project:`. */
export async function uploadCorpusFile(
  user: { client: Browser },
  account: { id: string },
  relative: string,
  fileName = path.basename(relative),
) {
  const file = relative.startsWith('project:')
    ? path.join(projectRoot(), relative.slice('project:'.length))
    : corpus(relative);
  return uploadBytes(user, account, fileName, readFileSync(file));
}

/** Polls a file as the data room page does until its pipeline has finished. */
export async function processed(user: { client: Browser }, account: { id: string }, fileId: string) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const response = await user.client.get(`${filesPath(account)}/${fileId}`);
    const file = (await response.json()) as FileView;
    if (file.status === 'complete' || file.status === 'failed') return file;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`file ${fileId} still processing`);
}

/** Uploads a file as `uploadCorpusFile` does, checks it was accepted, and waits until it is processed. */
export async function uploadProcessed(
  user: { client: Browser },
  account: { id: string },
  relative: string,
  fileName?: string,
) {
  const response = await uploadCorpusFile(user, account, relative, fileName);
  expect(response.status).toBe(201);
  return processed(user, account, ((await response.json()) as FileView).id);
}

type Recommendation = {
  id: string;
  status: string;
  files: Array<{
    id: string;
    documentKey: string | null;
    fileName: string;
    isActive: boolean;
    action: string;
  }>;
};

/** Generates the account's recommendation through the API and waits until it is complete. */
export async function generateRecommendation(user: { client: Browser }, account: { id: string }) {
  const at = `/api/accounts/${account.id}/recommendations`;
  const started = await user.client.post(at);
  if (started.status !== 202) throw new Error(`recommendation: ${started.status} ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  for (let waited = 0; waited < 30_000; waited += 100) {
    const run = (await (await user.client.get(`${at}/${id}`)).json()) as Recommendation;
    if (run.status === 'complete') return run;
    if (run.status === 'errored') throw new Error('recommendation errored');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('recommendation still processing');
}

/** Answers that bring the governance, finance, people, security and IP documents into the index. */
export const establishedCompany = {
  'finance.has_debt': 'Yes',
  'hr.headcount': '40',
  'security.personal_data': 'Yes',
};

/**
 * A new account whose owner answered `answers` (by default those of an established company) and
 * generated the recommendation its uploads are matched against.
 */
export async function accountWithRecommendation(
  given: Given,
  options: { name?: string; companyName?: string; answers?: Record<string, string> } = {},
) {
  const { account, owner } = await given.accountWithOwner(options.name);
  await given.answers(owner, account, options.answers ?? establishedCompany, {
    companyName: options.companyName,
  });
  const recommendation = await generateRecommendation(owner, account);
  return { account, owner, recommendation };
}
