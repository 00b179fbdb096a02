import type { RequiredRole } from '#domain/roles.ts';

/**
 * What each matrix test starts from: a fresh account with an owner, an admin, a member, a second
 * member to act on (`userId`), a pending invitation, an issued deletion code, and (unless a row
 * asks otherwise) a company with one current answer and one finished recommendation.
 */
export type MatrixFixture = {
  /** The value of each route parameter, e.g. `:userId` is the member acted on. */
  params: {
    accountId: string;
    userId: string;
    invitationId: string;
    questionId: string;
    recommendationId: string;
    /** A data room file uploaded by the member `userId`, not by the callers. */
    fileId: string;
    /** A catalogue factor the company has a completed score for (others are failed and processing). */
    factorId: string;
  };
  companyId: string | null;
  deletionCode: string;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type MatrixRow = {
  /** The method and the route as the app registers it (`app.routes`), parameters included. */
  route: `${Method} /api/accounts/:accountId${string}`;
  /** The lowest role allowed; lower roles get 403, non-members 404, anonymous callers 401. */
  need: RequiredRole;
  /** The status an allowed caller gets (200 unless said). */
  ok?: number;
  body?: (f: MatrixFixture) => unknown;
  /** A multipart body instead of JSON (uploads). */
  form?: (f: MatrixFixture) => FormData;
  /** Start without a company (and so without answers or recommendations). */
  withoutCompany?: boolean;
  /** Start with an active sandbox subscription (bought through the sandbox checkout). */
  withSubscription?: boolean;
  /** A POST that only reads (a search sends its question as a body), so it changes nothing. */
  readsOnly?: boolean;
};

/**
 * Every route under /api/accounts/:accountId, with who may call it. A route the app has and this
 * table lacks fails the suite: a new account route is placed here when it is written. A request
 * other than GET must change the account's stored state when allowed, and nothing when refused.
 */
export const accountRouteMatrix: MatrixRow[] = [
  // accounts
  { route: 'GET /api/accounts/:accountId', need: 'member' },
  { route: 'PATCH /api/accounts/:accountId', need: 'manager', body: () => ({ name: 'Renamed' }) },
  { route: 'POST /api/accounts/:accountId/select', need: 'member' },
  { route: 'POST /api/accounts/:accountId/deletion-code', need: 'owner' },
  {
    route: 'DELETE /api/accounts/:accountId',
    need: 'owner',
    body: (f) => ({ confirmationText: f.deletionCode }),
  },
  // company
  { route: 'GET /api/accounts/:accountId/company', need: 'member' },
  {
    route: 'POST /api/accounts/:accountId/company',
    need: 'manager',
    ok: 201,
    withoutCompany: true,
    body: () => ({ name: 'Acme', websiteUrl: 'acme.com' }),
  },
  { route: 'PATCH /api/accounts/:accountId/company', need: 'manager', body: () => ({ name: 'Acme 2' }) },
  {
    route: 'POST /api/accounts/:accountId/vector-store',
    need: 'manager',
    body: (f) => ({ companyId: f.companyId }),
  },
  // members
  { route: 'GET /api/accounts/:accountId/members', need: 'member' },
  {
    route: 'PATCH /api/accounts/:accountId/members/:userId',
    need: 'manager',
    body: () => ({ role: 'admin' }),
  },
  { route: 'DELETE /api/accounts/:accountId/members/:userId', need: 'manager' },
  // invitations
  { route: 'GET /api/accounts/:accountId/invitations', need: 'member' },
  {
    route: 'POST /api/accounts/:accountId/invitations',
    need: 'manager',
    ok: 201,
    body: () => ({ email: 'new.hire@example.com', role: 'member' }),
  },
  { route: 'DELETE /api/accounts/:accountId/invitations/:invitationId', need: 'manager' },
  // questionnaire
  { route: 'GET /api/accounts/:accountId/questionnaire', need: 'member' },
  { route: 'GET /api/accounts/:accountId/questionnaire/summary', need: 'member' },
  {
    route: 'PUT /api/accounts/:accountId/questionnaire/answers/:questionId',
    need: 'member',
    body: () => ({ value: 'Matrix Holdings Ltd' }),
  },
  { route: 'POST /api/accounts/:accountId/questionnaire/answers/:questionId/confirm', need: 'member' },
  { route: 'GET /api/accounts/:accountId/questionnaire/answers/:questionId/history', need: 'member' },
  // recommendations
  { route: 'GET /api/accounts/:accountId/recommendations', need: 'member' },
  { route: 'POST /api/accounts/:accountId/recommendations', need: 'member', ok: 202 },
  { route: 'GET /api/accounts/:accountId/recommendations/:recommendationId', need: 'member' },
  // data room (ADR 0011: every member uploads and views; the uploader and managers delete and correct)
  { route: 'GET /api/accounts/:accountId/data-room/summary', need: 'member' },
  // search
  {
    route: 'POST /api/accounts/:accountId/search',
    need: 'member',
    body: () => ({ query: 'board of directors' }),
    readsOnly: true,
  },
  { route: 'GET /api/accounts/:accountId/data-room/files', need: 'member' },
  {
    route: 'POST /api/accounts/:accountId/data-room/files',
    need: 'member',
    ok: 201,
    form: () => {
      const form = new FormData();
      form.append(
        'file',
        new Blob(['Minutes of the board meeting. The directors approved the budget.']),
        'minutes.txt',
      );
      return form;
    },
  },
  { route: 'GET /api/accounts/:accountId/data-room/files/:fileId', need: 'member' },
  { route: 'DELETE /api/accounts/:accountId/data-room/files/:fileId', need: 'manager' },
  {
    route: 'PUT /api/accounts/:accountId/data-room/files/:fileId/match',
    need: 'manager',
    body: () => ({ kind: 'none' }),
  },
  // billing (spec 2 §6: every member sees the status; owners and admins buy and manage)
  { route: 'GET /api/accounts/:accountId/billing/subscription', need: 'member' },
  { route: 'POST /api/accounts/:accountId/billing/checkout', need: 'manager' },
  { route: 'POST /api/accounts/:accountId/billing/portal', need: 'manager' },
  {
    route: 'POST /api/accounts/:accountId/billing/sandbox/checkout',
    need: 'manager',
    body: () => ({
      nameOnCard: 'Matrix Owner',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    }),
  },
  {
    route: 'PUT /api/accounts/:accountId/billing/sandbox/subscription',
    need: 'manager',
    withSubscription: true,
    body: () => ({ action: 'cancel' }),
  },
  // dashboard
  { route: 'GET /api/accounts/:accountId/dashboard', need: 'member' },
  // scoring (ADR 0013: members read, start, retry and test; managers reset)
  { route: 'GET /api/accounts/:accountId/scoring', need: 'member' },
  { route: 'GET /api/accounts/:accountId/events', need: 'member' },
  { route: 'GET /api/accounts/:accountId/scoring/factors', need: 'member' },
  { route: 'POST /api/accounts/:accountId/scoring/runs', need: 'member', ok: 202 },
  { route: 'POST /api/accounts/:accountId/scoring/retry-failed', need: 'member', ok: 202 },
  { route: 'POST /api/accounts/:accountId/scoring/reset-stuck', need: 'manager' },
  { route: 'POST /api/accounts/:accountId/scoring/reset-all', need: 'manager' },
  { route: 'GET /api/accounts/:accountId/scoring/factors/:factorId/prompt', need: 'member' },
  {
    route: 'PATCH /api/accounts/:accountId/scoring/factors/:factorId/status',
    need: 'member',
    body: () => ({ status: 'processing' }),
  },
  { route: 'POST /api/accounts/:accountId/scoring/factors/:factorId/test', need: 'member', body: () => ({}) },
];

/** The request a row makes: its method, and its path with every parameter filled from the fixture. */
export function requestOf(row: MatrixRow, f: MatrixFixture) {
  const [method, pattern] = row.route.split(' ') as [Method, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = (f.params as Record<string, string>)[name];
    if (!value) throw new Error(`the matrix fixture has no value for :${name} (${row.route})`);
    return value;
  });
  return { method, path };
}
