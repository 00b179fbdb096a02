import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { authIdentities } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';

/**
 * The 'Set Your Password' dialog after accepting an invitation: sets the signed-in user's password
 * (hashed by Better Auth's own hasher) and stamps password_set_at.
 */
export async function setPassword(
  { db, auth }: Pick<AppDeps, 'db' | 'auth'>,
  input: { userId: string; password: string },
) {
  const context = await auth.$context;
  const hash = await context.password.hash(input.password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(authIdentities)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(authIdentities.userId, input.userId), eq(authIdentities.providerId, 'credential')))
      .returning({ id: authIdentities.id });
    if (updated.length === 0) {
      await tx
        .insert(authIdentities)
        .values({ userId: input.userId, accountId: input.userId, providerId: 'credential', password: hash });
    }
    await tx
      .update(profiles)
      .set({ passwordSetAt: new Date(), updatedAt: new Date() })
      .where(eq(profiles.id, input.userId));
  });
}
