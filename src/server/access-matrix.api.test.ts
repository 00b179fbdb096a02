import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { errorMessages } from '#domain/errors.ts';
import {
  accountDeletionCodes,
  accountInvitations,
  accounts,
  accountUsers,
  companies,
  vectorStores,
} from '#server/db/schema/accounts.ts';
import { accountSubscriptions, billingSandboxSubscriptions } from '#server/db/schema/billing.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { companyAnswers, companyQuestions } from '#server/db/schema/questionnaire.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { companyFactorScores, factors } from '#server/db/schema/scoring.ts';
import { seedFactors } from '#server/db/seed/seed-factors.ts';
import { seedQuestions } from '#server/db/seed/seed-questions.ts';
import {
  accountRouteMatrix,
  type MatrixFixture,
  type MatrixRow,
  requestOf,
} from '#server/test/access-matrix.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { browser } from '#server/test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
await seedQuestions(keel.db);
const [question] = await keel.db
  .select({ id: companyQuestions.id })
  .from(companyQuestions)
  .where(eq(companyQuestions.key, 'profile.legal_name'));
await seedFactors(keel.db);
const [completedFactor, failedFactor, processingFactor] = await keel.db
  .select({ id: factors.id })
  .from(factors)
  .orderBy(asc(factors.orderValue))
  .limit(3);

// The same people act on a fresh account in every test; only their memberships differ.
const owner = await given.verifiedUser();
const admin = await given.verifiedUser();
const member = await given.verifiedUser();
const target = await given.verifiedUser();
const stranger = await given.stranger();
const superAdmin = await given.superAdmin();
const everyone = [owner, admin, member, target, stranger, superAdmin];

const callers = {
  anonymous: () => browser(keel),
  stranger: () => stranger.client,
  member: () => member.client,
  admin: () => admin.client,
  owner: () => owner.client,
  'super admin': () => superAdmin.client,
};
type Caller = keyof typeof callers;

/** The fixture every row starts from (see MatrixFixture), written directly: this is set-up. */
async function accountFixture(options: {
  withCompany: boolean;
  withSubscription?: boolean;
}): Promise<MatrixFixture> {
  const [account] = await keel.db.insert(accounts).values({ name: 'Matrix Ltd' }).returning();
  const accountId = account!.id;
  await keel.db.insert(accountUsers).values([
    { accountId, userId: owner.id, role: 'owner' },
    { accountId, userId: admin.id, role: 'admin' },
    { accountId, userId: member.id, role: 'member' },
    { accountId, userId: target.id, role: 'member' },
  ]);
  const invitation = await given.invitation(account!);
  const company = options.withCompany ? await given.company(account!) : null;
  if (company) {
    await keel.db.insert(companyAnswers).values({
      accountId,
      companyId: company.id,
      questionId: question!.id,
      answerValue: 'Matrix Ltd',
      answeredBy: owner.id,
    });
  }
  const [recommendation] = await keel.db
    .insert(dataRoomRecommendations)
    .values({ accountId, status: 'complete', isActive: true })
    .returning();
  const [file] = company
    ? await keel.db
        .insert(dataRoomFiles)
        .values({
          accountId,
          companyId: company.id,
          uploadedBy: target.id,
          fileName: 'board-minutes.txt',
          fileSize: 120,
          format: 'txt',
          storageKey: `data-room-files/${company.id}/matrix-${randomUUID()}.txt`,
          status: 'complete',
          totalChunks: 1,
        })
        .returning()
    : [];
  if (company) {
    const scored = { accountId, companyId: company.id };
    await keel.db.insert(companyFactorScores).values([
      {
        ...scored,
        factorId: completedFactor!.id,
        status: 'completed',
        score: 6,
        importance: 5,
        isRelevant: true,
      },
      { ...scored, factorId: failedFactor!.id, status: 'failed', errorMessage: 'The AI endpoint failed.' },
      { ...scored, factorId: processingFactor!.id, status: 'processing', jobId: randomUUID() },
    ]);
  }
  if (options.withSubscription) {
    const customerId = `cus_sandbox_matrix_${randomUUID()}`;
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const [subscription] = await keel.db
      .insert(billingSandboxSubscriptions)
      .values({
        id: `sub_sandbox_matrix_${randomUUID()}`,
        accountId,
        customerId,
        priceId: 'price_sandbox_monthly',
        status: 'active',
        currentPeriodEnd: periodEnd,
      })
      .returning();
    await keel.db.insert(accountSubscriptions).values({
      accountId,
      provider: 'sandbox',
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscription!.id,
      stripePriceId: 'price_sandbox_monthly',
      status: 'active',
      currentPeriodEnd: periodEnd,
    });
  }
  const deletionCode = 'MATRIX2024XY';
  await keel.db.insert(accountDeletionCodes).values({
    accountId,
    userId: owner.id,
    code: deletionCode,
    expiresAt: new Date(Date.now() + 600_000),
  });
  return {
    params: {
      accountId,
      userId: target.id,
      invitationId: invitation.id,
      questionId: question!.id,
      recommendationId: recommendation!.id,
      fileId: file?.id ?? randomUUID(),
      factorId: completedFactor!.id,
    },
    companyId: company?.id ?? null,
    deletionCode,
  };
}

/** The account's own tables, each read whole for a snapshot; those keyed by the account hold one row. */
const accountTables = {
  members: accountUsers,
  invitations: accountInvitations,
  companies,
  vectorStores,
  deletionCodes: accountDeletionCodes,
  answers: companyAnswers,
  files: dataRoomFiles,
  factorScores: companyFactorScores,
  recommendations: dataRoomRecommendations,
  subscription: accountSubscriptions,
};

/** Everything a request could change about the account, and where each person last worked. */
async function stateOf(f: MatrixFixture) {
  const id = f.params.accountId;
  const rows: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(accountTables)) {
    const key = 'id' in table ? table.id : table.accountId;
    rows[name] = await keel.db.select().from(table).where(eq(table.accountId, id)).orderBy(asc(key));
  }
  return {
    account: await keel.db.select().from(accounts).where(eq(accounts.id, id)),
    ...rows,
    lastSelected: await keel.db
      .select({ id: profiles.id, lastSelectedAccountId: profiles.lastSelectedAccountId })
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          everyone.map((person) => person.id),
        ),
      )
      .orderBy(asc(profiles.id)),
  };
}

const at = (f: MatrixFixture, rest = '') => `/api/accounts/${f.params.accountId}${rest}`;

function expectedStatus(need: MatrixRow['need'], caller: Caller, ok: number) {
  if (caller === 'anonymous') return 401;
  if (caller === 'stranger') return 404;
  if (caller === 'owner' || need === 'member') return ok;
  if (need === 'manager' && caller !== 'member') return ok;
  return 403;
}

describe('the matrix', () => {
  test('lists every route under /api/accounts/:accountId, and only routes the app has', () => {
    const appRoutes = new Set(
      keel.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/api\/accounts\/:accountId(\/|$)/.test(r.path))
        .map((r) => `${r.method} ${r.path}`),
    );
    const matrixRoutes = new Set<string>(accountRouteMatrix.map((row) => row.route));
    expect(appRoutes.size).toBeGreaterThan(0);
    expect(
      [...appRoutes].filter((route) => !matrixRoutes.has(route)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...matrixRoutes].filter((route) => !appRoutes.has(route)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });
});

describe.each(accountRouteMatrix)('$route', (row) => {
  test.each(Object.keys(callers) as Caller[])('as %s', async (caller) => {
    const f = await accountFixture({
      withCompany: !row.withoutCompany,
      withSubscription: row.withSubscription ?? false,
    });
    const before = await stateOf(f);
    const { method, path } = requestOf(row, f);
    const ok = row.ok ?? 200;

    const client = callers[caller]();
    const response = row.form
      ? await client.upload(path, row.form(f))
      : await client.request(method, path, row.body?.(f));

    const expected = expectedStatus(row.need, caller, ok);
    expect(response.status).toBe(expected);
    if (expected === 404)
      expect((await response.json()).error).toMatchObject({
        code: 'account_not_found',
        message: errorMessages.accountNotFound,
      });
    if (expected === 403) expect((await response.json()).error.code).toBe('forbidden');
    const after = await stateOf(f);
    // Reading never changes anything; an allowed write does; a refused one changes nothing.
    if (expected === ok && method !== 'GET' && !row.readsOnly) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });
});

describe('not revealing accounts', () => {
  test('a super admin who is not a member reads any account and is shown the role super_admin', async () => {
    const f = await accountFixture({ withCompany: true });
    const response = await superAdmin.client.get(at(f));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: f.params.accountId,
      name: 'Matrix Ltd',
      role: 'super_admin',
    });
    const members = await (await superAdmin.client.get(at(f, '/members'))).json();
    expect(members.members.map((m: { userId: string }) => m.userId)).not.toContain(superAdmin.id);
  });

  test('an account that exists answers a non-member exactly like one that does not', async () => {
    const f = await accountFixture({ withCompany: true });
    const existing = await stranger.client.get(at(f));
    const missing = await stranger.client.get(`/api/accounts/${randomUUID()}`);
    const malformed = await stranger.client.get('/api/accounts/not-an-id/members');
    const bodies = [await existing.json(), await missing.json(), await malformed.json()];
    expect([existing.status, missing.status, malformed.status]).toEqual([404, 404, 404]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  test('a former member loses access as soon as they are removed', async () => {
    const f = await accountFixture({ withCompany: true });
    expect((await target.client.get(at(f, '/company'))).status).toBe(200);
    expect((await owner.client.delete(at(f, `/members/${target.id}`))).status).toBe(200);
    expect((await target.client.get(at(f, '/company'))).status).toBe(404);
  });
});
