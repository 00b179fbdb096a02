import type { AccountSummary } from '#web/lib/account.ts';

/** What GET /api/accounts/:accountId answers for an account the signed-in user reaches with `role`. */
export function accountAnswer(
  id: string,
  name: string,
  role: AccountSummary['role'],
  createdAt: AccountSummary['createdAt'],
) {
  return Response.json({ id, name, role, createdAt } satisfies AccountSummary);
}
