import { useQuery } from '@tanstack/react-query';
import type { EffectiveRole } from '../../domain/roles';
import { apiFetch } from './api-client';

/** An account as the app holds it (spec §3 "current account"): id, name, role, created_at. */
export type AccountSummary = { id: string; name: string; createdAt: string; role: EffectiveRole };

export const accountsQueryKey = ['accounts'] as const;

/** The caller's accounts with their role in each, newest membership first (GET /api/accounts). */
export function useAccounts() {
  return useQuery({
    queryKey: accountsQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ accounts: AccountSummary[] }>('/api/accounts', { signal })).accounts,
  });
}
