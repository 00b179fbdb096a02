import type { Me } from '#web/lib/me.ts';

/**
 * What GET /api/me answers for the signed-in, verified user u1 with that email: `profile` adds to the
 * profile's id and email, `impersonation` is a super admin's current one.
 */
export function meAnswer(
  email: string,
  profile: Record<string, unknown>,
  impersonation: Me['impersonation'] = null,
) {
  return Response.json({
    user: { id: 'u1', email, emailVerified: true },
    profile: { id: 'u1', email, ...profile },
    impersonation,
  });
}
