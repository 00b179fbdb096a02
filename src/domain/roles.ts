/**
 * Who may do what in an account: one table used by the server's guards and the web app's controls.
 */
export const accountRoles = ['owner', 'admin', 'member'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** Roles a manager can give through invitations or role changes (member is shown as 'User'). */
export const assignableRoles = ['member', 'admin'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

/** Platform-wide roles a profile may hold (none for everyone else). */
export const systemRoles = ['super_admin'] as const;
export type SystemRole = (typeof systemRoles)[number];

/** What the app shows as the caller's role; the two super-admin roles are derived, never stored. */
export type EffectiveRole = AccountRole | 'super_admin' | 'super_admin_impersonation';

export const roleLabels: Record<EffectiveRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'User',
  super_admin: 'Super Admin',
  super_admin_impersonation: 'Super Admin (impersonating)',
};

/** Owner, admin and super admins count as able to manage the current account (spec §6). */
export function canManageAccount(role: EffectiveRole): boolean {
  return role !== 'member';
}

/** Only owners see the Danger Zone and delete the account. */
export function canDeleteAccount(role: EffectiveRole): boolean {
  return role === 'owner';
}

/** The minimum role a route needs; `manager` = owner, admin or a super admin. */
export type RequiredRole = 'member' | 'manager' | 'owner';

export function hasRequiredRole(role: EffectiveRole, required: RequiredRole): boolean {
  if (required === 'member') return true;
  if (required === 'manager') return canManageAccount(role);
  return canDeleteAccount(role);
}

/** Owners, and super admins supporting a customer, hold owner-level rights over members. */
function hasOwnerRights(role: EffectiveRole): boolean {
  return role === 'owner' || role === 'super_admin' || role === 'super_admin_impersonation';
}

export type MemberChange = {
  actorId: string;
  actorRole: EffectiveRole;
  targetId: string;
  targetRole: AccountRole;
};

/**
 * Why a role change is refused, or null when allowed. The last-owner rule needs the current
 * owner count, which only the server (holding a lock) knows, so it is checked there.
 */
export function roleChangeRefusal(change: MemberChange & { newRole: AccountRole }): string | null {
  if (change.actorId === change.targetId) return 'You cannot change your own role';
  if (!canManageAccount(change.actorRole)) return 'Only owners and admins can change roles';
  if (change.targetRole === 'owner' && !hasOwnerRights(change.actorRole)) {
    return 'Admins cannot change the role of an owner';
  }
  if (change.newRole === 'owner') return 'Roles can only be changed between User and Admin';
  return null;
}

export function removalRefusal(change: MemberChange): string | null {
  if (change.actorId === change.targetId) return 'You cannot remove yourself from the account';
  if (!canManageAccount(change.actorRole)) return 'Only owners and admins can remove users';
  if (change.targetRole === 'owner' && !hasOwnerRights(change.actorRole)) {
    return 'Only owners can remove owners';
  }
  return null;
}
