import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';

/**
 * Spec 2 §4: changes to the company's factor scores are subscribed to. The account's event stream
 * (server-sent events fed by Postgres LISTEN/NOTIFY) says when they changed; the score and the
 * factor list are then read again. Polling every 2000 ms stays on as the fallback.
 */
export function useScoreEvents(accountId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId || typeof EventSource === 'undefined') return;
    const source = new EventSource(paths.api.accountEvents(accountId));
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: accountKey(accountId, 'score') });
      void queryClient.invalidateQueries({ queryKey: accountKey(accountId, 'factorScores') });
    };
    source.addEventListener('factor-scores', refresh);
    return () => source.close();
  }, [accountId, queryClient]);
}
