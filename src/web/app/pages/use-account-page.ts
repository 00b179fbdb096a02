import { useParams } from 'react-router';
import { useAccountOrLeave } from '#web/features/accounts/hooks/use-account-or-leave.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';

/**
 * What a page about the account in its URL (`:accountId`) starts with: its title and description,
 * and the account, which sends a user who may not open it to /accounts.
 */
export function useAccountPage(title: string, description: string) {
  usePageMeta(title, description);
  const { accountId = '' } = useParams();
  const account = useAccountOrLeave(accountId);
  return { accountId, account };
}
