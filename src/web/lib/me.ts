import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export type Me = {
  user: { id: string; email: string; emailVerified: boolean };
  profile: {
    id: string;
    email: string;
    name: string | null;
    initials: string | null;
    profilePhotoUrl: string | null;
    passwordSetAt: string | null;
    systemRole: 'super_admin' | null;
    lastSelectedAccountId: string | null;
  };
  /** Set while this super admin session impersonates an account (spec §4 'Access to an account'). */
  impersonation: { accountId: string; accountName: string } | null;
};

export const meQueryKey = ['me'] as const;

/** The signed-in user and their profile (GET /api/me). A 401 sends the user to /auth via apiFetch. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => apiFetch<Me>('/api/me', { signal }) });
}
