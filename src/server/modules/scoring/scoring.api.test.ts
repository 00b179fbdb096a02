import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { documentChunks } from '#server/db/schema/data-room.ts';
import { companyFactorScores, factors } from '#server/db/schema/scoring.ts';
import { seedFactors } from '#server/db/seed/seed-factors.ts';
import { createGiven, loadQuestionnaire } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import {
  corpus,
  filesPath,
  generateRecommendation,
  processed,
  uploadCorpusFile,
} from '../dataroom/data-room-test-kit.ts';
import {
  analysed,
  factorsOf,
  overviewOf,
  policyDocuments,
  poorlyGovernedAnswers,
  scoringPath,
  wellGovernedAnswers,
} from './scoring-test-kit.ts';

const keel = await createTestKeel({ worker: true });
const given = createGiven(keel);
await seedFactors(keel.db);
const factorCount = (await keel.db.select({ id: factors.id }).from(factors)).length;

/** An account whose owner answered `answers`, optionally with documents uploaded and analysed. */
async function companyWith(
  answers: Record<string, string>,
  documents: string[] = [],
  name = 'Acme Holdings',
) {
  const { account, owner } = await given.accountWithOwner(name);
  await given.answers(owner, account, answers, { companyName: name });
  const uploaded: { id: string; fileName: string; relative: string }[] = [];
  if (documents.length) {
    await generateRecommendation(owner, account);
    for (const relative of documents) {
      const response = await uploadCorpusFile(owner, account, relative);
      expect(response.status).toBe(201);
      const { id, fileName } = (await response.json()) as { id: string; fileName: string };
      uploaded.push({ id, fileName, relative });
    }
    for (const file of uploaded) expect((await processed(owner, account, file.id)).status).toBe('complete');
  }
  return { account, owner, uploaded };
}

/** A company as `companyWith` builds it, then analysed: a scoring run started and finished. */
async function analysedCompanyWith(answers: Record<string, string>, documents: string[] = []) {
  const company = await companyWith(answers, documents);
  await startRun(company.owner, company.account);
  return { ...company, overview: await analysed(company.owner, company.account) };
}

async function startRun(
  user: { client: { post: (path: string) => Promise<Response> } },
  account: { id: string },
) {
  const response = await user.client.post(scoringPath(account, '/runs'));
  expect(response.status).toBe(202);
  return (await response.json()) as { started: boolean; enqueued: number; message: string };
}

describe('score-company-factors', () => {
  test('scores every factor in the background; a second run has nothing to do', async () => {
    const { account, owner } = await companyWith(wellGovernedAnswers);
    const before = await overviewOf(owner, account);
    expect(before.score).toBeNull();
    expect(before.counts.total).toBe(0);

    const run = await startRun(owner, account);
    expect(run).toEqual({
      started: true,
      enqueued: factorCount,
      message: `Started background analysis of ${factorCount} factors! Processing will continue automatically.`,
    });
    const overview = await analysed(owner, account);
    expect(overview.counts).toMatchObject({ completed: factorCount, failed: 0, total: factorCount });
    expect(overview.score).toBeGreaterThan(0);
    expect(overview.areas).toHaveLength(7);
    expect(overview.areas.every((area) => area.status === 'complete')).toBe(true);

    expect(await startRun(owner, account)).toEqual({
      started: false,
      enqueued: 0,
      message: 'No factors need processing',
    });
  });

  test('without a company the run is refused with a clear message', async () => {
    const { account, owner } = await given.accountWithOwner();
    const response = await owner.client.post(scoringPath(account, '/runs'));
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('no_company');
  });

  test('a company without a board gets the board factors as not relevant, out of the score', async () => {
    const { account, owner } = await analysedCompanyWith({
      ...wellGovernedAnswers,
      'board.director_count': '0',
    });
    const rows = await factorsOf(owner, account);
    const minutes = rows.find((row) => row.factorKey === 'governance.board_minutes')!;
    expect(minutes).toMatchObject({ status: 'completed', isRelevant: false, importance: 0 });
    expect(minutes.rationale).toContain('Not relevant');
    expect(rows.find((row) => row.factorKey === 'governance.cap_table')!.isRelevant).toBe(true);
  });

  test('a company with policies, audited accounts and a board scores clearly above one without', async () => {
    const strong = await companyWith(wellGovernedAnswers, policyDocuments, 'Strong Ltd');
    const weak = await companyWith(poorlyGovernedAnswers, [], 'Weak Ltd');
    await startRun(strong.owner, strong.account);
    await startRun(weak.owner, weak.account);
    const strongScore = (await analysed(strong.owner, strong.account)).score!;
    const weakScore = (await analysed(weak.owner, weak.account)).score!;
    expect(strongScore - weakScore).toBeGreaterThanOrEqual(30);

    // Every quote is verbatim from the file it cites: in the file's chunks and in the file itself.
    const rows = await factorsOf(strong.owner, strong.account);
    const quotes = rows.flatMap((row) => [
      ...(row.evidence?.document_evidence ?? []),
      ...(row.evidence?.file_search_results ?? []),
    ]);
    expect(quotes.length).toBeGreaterThan(5);
    const squash = (text: string) => text.replace(/\s+/g, ' ');
    for (const quote of quotes) {
      const file = strong.uploaded.find((upload) => upload.id === quote.file_id);
      expect(file, `quote cites an uploaded file: ${quote.file_name}`).toBeDefined();
      expect(quote.file_name).toBe(file!.fileName);
      const chunks = await keel.db
        .select({ content: documentChunks.content })
        .from(documentChunks)
        .where(eq(documentChunks.fileId, file!.id));
      expect(chunks.some((chunk) => chunk.content.includes(quote.quote))).toBe(true);
      expect(squash(readFileSync(corpus(file!.relative), 'utf8'))).toContain(squash(quote.quote));
    }
    // Answers are quoted as given.
    const minutes = rows.find((row) => row.factorKey === 'governance.board_minutes')!;
    expect(minutes.evidence!.questionnaire_evidence).toContainEqual({
      question_text: 'Are written minutes kept and approved for every board meeting?',
      answer_value: 'Yes',
    });
  });
});

describe('invalidation', () => {
  test('saving a changed answer returns the factors drawing on it to pending and says which', async () => {
    const { account, owner } = await analysedCompanyWith(wellGovernedAnswers);
    const { questions } = await loadQuestionnaire(owner.client, account.id);
    const minutesQuestion = questions.find((q) => q.key === 'board.minutes_kept')!;
    const at = `/api/accounts/${account.id}/questionnaire/answers/${minutesQuestion.id}`;

    const same = await owner.client.put(at, { value: 'Yes' });
    expect((await same.json()).invalidatedFactorIds).toEqual([]);

    const changed = await owner.client.put(at, { value: 'No' });
    const { invalidatedFactorIds } = (await changed.json()) as { invalidatedFactorIds: string[] };
    const linked = await keel.db.select({ id: factors.id, questionKeys: factors.questionKeys }).from(factors);
    const expected = linked.filter((f) => f.questionKeys.includes('board.minutes_kept')).map((f) => f.id);
    expect(invalidatedFactorIds.sort()).toEqual(expected.sort());
    const overview = await overviewOf(owner, account);
    expect(overview.counts.pending).toBe(expected.length);
    expect(overview.waitingReanalysis).toBe(expected.length);

    // Re-analysis picks them up and the new answer lowers the minutes factor.
    const rerun = await startRun(owner, account);
    expect(rerun.enqueued).toBe(expected.length);
    await analysed(owner, account);
    const minutes = (await factorsOf(owner, account)).find(
      (row) => row.factorKey === 'governance.board_minutes',
    )!;
    expect(minutes.score).toBeLessThan(5);
    expect((await overviewOf(owner, account)).waitingReanalysis).toBe(0);
  });

  test('deleting or correcting a matched document returns the factors drawing on its recommended file to pending', async () => {
    const { account, owner, uploaded } = await analysedCompanyWith(wellGovernedAnswers, [
      'policies/incident.md',
    ]);
    const file = (await (await owner.client.get(`${filesPath(account)}/${uploaded[0]!.id}`)).json()) as {
      matchedFileId: string | null;
    };
    expect(file.matchedFileId).not.toBeNull();

    const corrected = await owner.client.put(`${filesPath(account)}/${uploaded[0]!.id}/match`, {
      kind: 'none',
    });
    expect(corrected.status).toBe(200);
    const pendingAfterCorrection = (await overviewOf(owner, account)).counts.pending;
    expect(pendingAfterCorrection).toBeGreaterThan(0);

    await startRun(owner, account);
    await analysed(owner, account);
    const deleted = await owner.client.delete(`${filesPath(account)}/${uploaded[0]!.id}`);
    expect(deleted.status).toBe(200);
    // Corrected to 'Not a match', the file fulfilled nothing, so deleting it changes no factor.
    expect((await overviewOf(owner, account)).counts.pending).toBe(0);
  });
});

describe('controls (spec 2 §4)', () => {
  test('Retry Failed, Reset Stuck and Reset All move exactly the factors the spec says', async () => {
    const { account, owner } = await analysedCompanyWith(wellGovernedAnswers);
    const rows = await factorsOf(owner, account);
    const [failed, stuck] = rows;
    await keel.db
      .update(companyFactorScores)
      .set({ status: 'failed', errorMessage: 'The AI endpoint failed.' })
      .where(eq(companyFactorScores.id, failed!.id));
    await keel.db
      .update(companyFactorScores)
      .set({ status: 'processing', jobId: crypto.randomUUID() })
      .where(eq(companyFactorScores.id, stuck!.id));

    const admin = await given.member(account, 'admin');
    const resetStuck = await admin.client.post(scoringPath(account, '/reset-stuck'));
    expect(await resetStuck.json()).toEqual({ reset: 1 });
    const afterStuck = await factorsOf(owner, account);
    expect(afterStuck.find((row) => row.id === stuck!.id)!.status).toBe('pending');
    expect(afterStuck.find((row) => row.id === failed!.id)!.status).toBe('failed');

    const retry = await owner.client.post(scoringPath(account, '/retry-failed'));
    expect(retry.status).toBe(202);
    expect(await retry.json()).toMatchObject({ reset: 1, started: true, enqueued: 2 });
    await analysed(owner, account);
    const retried = (await factorsOf(owner, account)).find((row) => row.id === failed!.id)!;
    expect(retried).toMatchObject({ status: 'completed', errorMessage: null });

    const resetAll = await owner.client.post(scoringPath(account, '/reset-all'));
    expect(await resetAll.json()).toEqual({ reset: factorCount });
    const cleared = await factorsOf(owner, account);
    expect(
      cleared.every((row) => row.status === 'pending' && row.score === null && row.rationale === null),
    ).toBe(true);
    expect((await overviewOf(owner, account)).score).toBeNull();
  });

  test('a result arriving after its factor was reset is not written over the reset', async () => {
    const { account, owner } = await companyWith(wellGovernedAnswers);
    const { recordFactorCompleted } = await import('./record-factor-result.ts');
    await startRun(owner, account);
    await analysed(owner, account);
    const [row] = await factorsOf(owner, account);
    const runId = crypto.randomUUID();
    await keel.db
      .update(companyFactorScores)
      .set({ status: 'processing', jobId: runId })
      .where(eq(companyFactorScores.id, row!.id));
    await owner.client.post(scoringPath(account, '/reset-stuck'));
    const written = await recordFactorCompleted(keel.db, {
      rowId: row!.id,
      runId,
      engine: 'offline',
      result: {
        is_relevant: true,
        score: 10,
        importance: 5,
        score_confidence: 1,
        rationale: 'late',
        evidence: { questionnaire_evidence: [], document_evidence: [], file_search_results: [] },
      },
    });
    expect(written).toBe(false);
    expect((await factorsOf(owner, account)).find((r) => r.id === row!.id)!.status).toBe('pending');
  });
});

describe('crash recovery', () => {
  test('factors left processing by a lost job are queued again and finish; a job failed for good fails them', async () => {
    const { recoverInterruptedFactors } = await import('./score-company-factors.job.ts');
    const { account, owner, overview: done } = await analysedCompanyWith(wellGovernedAnswers);
    const company = done.company!;
    const rows = await factorsOf(owner, account);
    // As a kill -9 leaves them: processing under a run whose job pg-boss never heard of.
    const lost = rows.slice(0, 5).map((row) => row.id);
    await keel.db
      .update(companyFactorScores)
      .set({ status: 'processing', jobId: crypto.randomUUID(), score: null })
      .where(inArray(companyFactorScores.id, lost));
    expect(await recoverInterruptedFactors(keel.deps)).toBe(1);
    await analysed(owner, account);
    const back = await keel.db
      .select({ status: companyFactorScores.status })
      .from(companyFactorScores)
      .where(and(eq(companyFactorScores.companyId, company.id), inArray(companyFactorScores.id, lost)));
    expect(back.every((row) => row.status === 'completed')).toBe(true);

    // A job pg-boss has failed for good: its factors end failed with a message to retry.
    const { scoreCompanyFactorsJob } = await import('./score-company-factors.job.ts');
    const jobId = await keel.queue.boss.send(
      'score-company-factors',
      { parked: true },
      { retryLimit: 0, startAfter: 3600 },
    );
    await keel.queue.boss.fail(scoreCompanyFactorsJob.name, jobId!, new Error('gone'));
    expect(await keel.queue.jobState(scoreCompanyFactorsJob, jobId!)).toBe('failed');
    await keel.db
      .update(companyFactorScores)
      .set({ status: 'processing', jobId })
      .where(inArray(companyFactorScores.id, lost.slice(0, 2)));
    await recoverInterruptedFactors(keel.deps);
    const after = await factorsOf(owner, account);
    for (const row of after.filter((r) => lost.slice(0, 2).includes(r.id))) {
      expect(row).toMatchObject({
        status: 'failed',
        errorMessage: 'The analysis stopped before this factor was scored. Please retry.',
      });
    }
  });
});

describe('tenant isolation', () => {
  test('another account sees none of the scores and cannot reset them', async () => {
    const { account, owner } = await analysedCompanyWith(wellGovernedAnswers);
    const other = await companyWith(poorlyGovernedAnswers, [], 'Other Ltd');
    expect((await overviewOf(other.owner, other.account)).counts.total).toBe(0);
    expect(await factorsOf(other.owner, other.account)).toEqual([]);
    expect((await other.owner.client.get(scoringPath(account, '/factors'))).status).toBe(404);
    expect((await other.owner.client.post(scoringPath(account, '/reset-all'))).status).toBe(404);
    await other.owner.client.post(scoringPath(other.account, '/reset-all'));
    expect((await overviewOf(owner, account)).counts.completed).toBe(factorCount);
  });
});

describe('single factor tester', () => {
  test('shows the generated prompt and the answers, scores one factor and completes it', async () => {
    const { account, owner } = await companyWith(wellGovernedAnswers);
    const [factor] = await keel.db.select().from(factors).where(eq(factors.key, 'governance.board_minutes'));
    const prompt = await owner.client.get(scoringPath(account, `/factors/${factor!.id}/prompt`));
    const shown = (await prompt.json()) as { prompt: string; promptIsUsed: boolean; answers: unknown[] };
    expect(shown.prompt).toContain('Are written minutes kept and approved for every board meeting?');
    expect(shown.prompt).toContain('Answer: Yes');
    expect(shown.promptIsUsed).toBe(false);
    expect(shown.answers.length).toBe(Object.keys(wellGovernedAnswers).length);

    const tested = await owner.client.post(scoringPath(account, `/factors/${factor!.id}/test`), {});
    const body = (await tested.json()) as { success: boolean; data: { score: number; applied: string[] } };
    expect(body.success).toBe(true);
    expect(body.data.score).toBe(10);
    expect(body.data.applied.some((line) => line.startsWith('Rubric 10/10'))).toBe(true);
    const row = (await factorsOf(owner, account)).find((r) => r.factorId === factor!.id)!;
    expect(row).toMatchObject({ status: 'completed', score: 10 });

    const status = await owner.client.patch(scoringPath(account, `/factors/${factor!.id}/status`), {
      status: 'failed',
      errorMessage: 'Failed to score factor: boom',
    });
    expect(status.status).toBe(200);
    expect((await factorsOf(owner, account)).find((r) => r.factorId === factor!.id)).toMatchObject({
      status: 'failed',
      errorMessage: 'Failed to score factor: boom',
    });
    const bad = await owner.client.patch(scoringPath(account, `/factors/${factor!.id}/status`), {
      status: 'done',
    });
    expect(bad.status).toBe(400);
    const unknown = await owner.client.post(scoringPath(account, `/factors/${crypto.randomUUID()}/test`), {});
    expect(unknown.status).toBe(404);
    for (const [prompt, message] of [
      [123, 'The prompt must be text.'],
      ['   ', 'The prompt cannot be empty.'],
    ] as const) {
      const refused = await owner.client.post(scoringPath(account, `/factors/${factor!.id}/test`), {
        prompt,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatchObject({ message, fields: { prompt: message } });
    }
  });
});
