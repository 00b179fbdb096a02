/**
 * Every URL the web app uses, built by functions: the pages of the route table, and the API routes it
 * calls. Nothing else spells a path, so moving a route is a change here. Account ids are UUIDs and go
 * in as they are, which also lets the route table use `paths.account(':accountId')` as its pattern.
 */

/** Appends the defined values of `query` as a query string. */
function withQuery(path: string, query: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Routes whose path carries the account they show (the current account follows the URL there). */
const accountPage = (section: string) => (accountId: string) => `/${section}/${accountId}`;

const api = {
  me: () => '/api/me',
  myProfile: () => '/api/me/profile',
  myPhoto: () => '/api/me/photo',
  myPassword: () => '/api/me/password',
  outbox: () => '/api/outbox',
  passwordResetCheck: () => '/api/password-reset/check',
  accounts: () => '/api/accounts',
  account: (accountId: string) => `/api/accounts/${accountId}`,
  selectAccount: (accountId: string) => `/api/accounts/${accountId}/select`,
  deletionCode: (accountId: string) => `/api/accounts/${accountId}/deletion-code`,
  company: (accountId: string) => `/api/accounts/${accountId}/company`,
  vectorStore: (accountId: string) => `/api/accounts/${accountId}/vector-store`,
  members: (accountId: string) => `/api/accounts/${accountId}/members`,
  member: (accountId: string, userId: string) => `/api/accounts/${accountId}/members/${userId}`,
  invitations: (accountId: string) => `/api/accounts/${accountId}/invitations`,
  invitation: (accountId: string, invitationId: string) =>
    `/api/accounts/${accountId}/invitations/${invitationId}`,
  questionnaire: (accountId: string) => `/api/accounts/${accountId}/questionnaire`,
  questionnaireSummary: (accountId: string) => `/api/accounts/${accountId}/questionnaire/summary`,
  answer: (accountId: string, questionId: string) =>
    `/api/accounts/${accountId}/questionnaire/answers/${questionId}`,
  confirmAnswer: (accountId: string, questionId: string) =>
    `/api/accounts/${accountId}/questionnaire/answers/${questionId}/confirm`,
  answerHistory: (accountId: string, questionId: string) =>
    `/api/accounts/${accountId}/questionnaire/answers/${questionId}/history`,
  recommendations: (accountId: string) => `/api/accounts/${accountId}/recommendations`,
  subscription: (accountId: string) => `/api/accounts/${accountId}/billing/subscription`,
  checkout: (accountId: string) => `/api/accounts/${accountId}/billing/checkout`,
  customerPortal: (accountId: string) => `/api/accounts/${accountId}/billing/portal`,
  sandboxCheckout: (accountId: string) => `/api/accounts/${accountId}/billing/sandbox/checkout`,
  sandboxSubscription: (accountId: string) => `/api/accounts/${accountId}/billing/sandbox/subscription`,
  dataRoomSummary: (accountId: string) => `/api/accounts/${accountId}/data-room/summary`,
  dataRoomFiles: (accountId: string) => `/api/accounts/${accountId}/data-room/files`,
  dataRoomFile: (accountId: string, fileId: string) => `/api/accounts/${accountId}/data-room/files/${fileId}`,
  dataRoomFileMatch: (accountId: string, fileId: string) =>
    `/api/accounts/${accountId}/data-room/files/${fileId}/match`,
  dashboard: (accountId: string) => `/api/accounts/${accountId}/dashboard`,
  score: (accountId: string) => `/api/accounts/${accountId}/scoring`,
  accountEvents: (accountId: string) => `/api/accounts/${accountId}/events`,
  factorScores: (accountId: string, area?: string) =>
    withQuery(`/api/accounts/${accountId}/scoring/factors`, { area }),
  scoringRuns: (accountId: string) => `/api/accounts/${accountId}/scoring/runs`,
  scoringControl: (accountId: string, control: 'retry-failed' | 'reset-stuck' | 'reset-all') =>
    `/api/accounts/${accountId}/scoring/${control}`,
  factorPrompt: (accountId: string, factorId: string) =>
    `/api/accounts/${accountId}/scoring/factors/${factorId}/prompt`,
  factorStatus: (accountId: string, factorId: string) =>
    `/api/accounts/${accountId}/scoring/factors/${factorId}/status`,
  factorTest: (accountId: string, factorId: string) =>
    `/api/accounts/${accountId}/scoring/factors/${factorId}/test`,
  search: (accountId: string) => `/api/accounts/${accountId}/search`,
  invitationDetails: (token: string) => `/api/invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
  adminAccounts: (search: string) => withQuery('/api/admin/accounts', { search }),
  superUsers: (search?: string) => withQuery('/api/admin/super-users', { search }),
  superUser: (userId: string) => `/api/admin/super-users/${userId}`,
  catalogueQuestions: (search?: string) => withQuery('/api/admin/questions', { search }),
  catalogueQuestion: (questionId: string) => `/api/admin/questions/${questionId}`,
  impersonation: () => '/api/admin/impersonation',
  adminVectorStores: () => '/api/admin/vector-stores',
  adminVectorStore: (companyId: string) => `/api/admin/vector-stores/${companyId}`,
  adminReindex: (companyId: string) => `/api/admin/vector-stores/${companyId}/reindex`,
};

export const paths = {
  home: () => '/',
  auth: (query?: { tab?: 'sign-up'; email?: string }) => withQuery('/auth', query),
  resetPassword: () => '/reset-password',
  /** `verified=1` is where Better Auth lands a user who opened the verification link. */
  emailVerification: (query?: { email?: string; verified?: '1' }) => withQuery('/email-verification', query),
  acceptInvitation: (token?: string) => withQuery('/accept-invitation', { token }),
  outbox: () => '/outbox',
  createAccount: () => '/create-account',
  dashboard: () => '/dashboard',
  accounts: () => '/accounts',
  account: accountPage('accounts'),
  profile: () => '/profile',
  /** Leads to the last selected account's questionnaire. */
  anyQuestionnaire: () => '/questionnaire',
  questionnaire: accountPage('questionnaire'),
  dataRoom: accountPage('data-room'),
  keelScore: accountPage('keel-score'),
  /** Spec 2 §2: the area name URL-encoded. */
  keelScoreArea: (accountId: string, areaName: string) =>
    `/keel-score/${accountId}/area-detail/${areaName === ':areaName' ? areaName : encodeURIComponent(areaName)}`,
  /** A data room file, as evidence links to it. */
  dataRoomFile: (accountId: string, fileId: string) => withQuery(`/data-room/${accountId}`, { file: fileId }),
  billing: accountPage('billing'),
  /** Without an account id the billing page has nothing to show (spec 2 §5): → /accounts. */
  anyBilling: () => '/billing',
  billingSuccess: (accountId: string) => `/billing/${accountId}/success`,
  billingCancel: (accountId: string) => `/billing/${accountId}/cancel`,
  /** The sandbox provider's own checkout and portal pages (the server hands out these URLs). */
  sandboxCheckout: (accountId: string) => `/billing/${accountId}/sandbox/checkout`,
  sandboxPortal: (accountId: string) => `/billing/${accountId}/sandbox/portal`,
  admin: () => '/admin',
  vectorStores: () => '/vector-stores',
  api,
};

/** The account pages' route patterns, e.g. '/questionnaire/:accountId'. */
export const accountPagePatterns = [
  paths.account,
  paths.questionnaire,
  paths.dataRoom,
  paths.keelScore,
  paths.billing,
].map((path) => path(':accountId'));
