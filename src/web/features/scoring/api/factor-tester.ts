import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type Factor = Api['accounts'][':accountId']['scoring']['factors'][':factorId'];
export type FactorPrompt = ResponseOf<Factor['prompt']['$get']>;
export type FactorTestResult = ResponseOf<Factor['test']['$post']>;

export const factorPromptQuery = (accountId: string, factorId: string) =>
  queryOptions({
    queryKey: [...accountKey(accountId, 'factorPrompt'), factorId] as const,
    queryFn: ({ signal }) => apiFetch<FactorPrompt>(paths.api.factorPrompt(accountId, factorId), { signal }),
    staleTime: 0,
  });

export function useFactorPrompt(accountId: string, factorId: string | null) {
  return useQuery({ ...factorPromptQuery(accountId, factorId ?? ''), enabled: Boolean(factorId) });
}

/** Spec 2 §7 'update status and error_message for a company and factor'. */
export function useSetFactorStatus(accountId: string) {
  return useMutation({
    mutationFn: (input: { factorId: string; status: 'processing' | 'failed'; errorMessage?: string }) =>
      apiFetch(paths.api.factorStatus(accountId, input.factorId), {
        method: 'PATCH',
        body: { status: input.status, errorMessage: input.errorMessage },
      }),
  });
}

/** The spec's test-single-factor; afterwards the factor list is refetched (spec 2 §4). */
export function useTestFactor(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { factorId: string; prompt?: string }) =>
      apiFetch<FactorTestResult>(paths.api.factorTest(accountId, input.factorId), {
        method: 'POST',
        body: input.prompt ? { prompt: input.prompt } : {},
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKey(accountId, 'factorScores') }),
        queryClient.invalidateQueries({ queryKey: accountKey(accountId, 'score') }),
      ]);
    },
  });
}
