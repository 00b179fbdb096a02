import {
  type AccountRole,
  canManageAccount,
  type EffectiveRole,
  removalRefusal,
  roleChangeRefusal,
} from '#domain/roles.ts';

export type MemberPermissions = {
  /** Members (and anyone looking at their own row) see no controls at all. */
  showControls: boolean;
  /** Why the role select is disabled, or null when it may be used. */
  roleChangeRefusal: string | null;
  /** Why the remove button is disabled, or null when it may be used. */
  removalRefusal: string | null;
};

/**
 * Which controls a viewer gets on one row of the Users list (spec §6), from the same rules the server
 * enforces (src/domain/roles.ts). The last-owner rule needs a lock, so only the server checks it.
 */
export function memberPermissions(input: {
  viewerId: string;
  viewerRole: EffectiveRole;
  member: { userId: string; role: AccountRole };
}): MemberPermissions {
  const { viewerId, viewerRole, member } = input;
  if (!canManageAccount(viewerRole) || viewerId === member.userId) {
    return { showControls: false, roleChangeRefusal: null, removalRefusal: null };
  }
  const change = {
    actorId: viewerId,
    actorRole: viewerRole,
    targetId: member.userId,
    targetRole: member.role,
  };
  return {
    showControls: true,
    roleChangeRefusal: roleChangeRefusal({
      ...change,
      newRole: member.role === 'admin' ? 'member' : 'admin',
    }),
    removalRefusal: removalRefusal(change),
  };
}
