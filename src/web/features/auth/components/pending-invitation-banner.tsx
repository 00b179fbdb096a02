import { Alert } from '#web/components/ui/alert.tsx';
import { readSessionValue, storageKeys } from '#web/lib/keel-storage.ts';

/** Spec §2 /auth: a banner shows when a pending invitation exists. */
export function PendingInvitationBanner() {
  if (!readSessionValue(storageKeys.pendingInvitationToken)) return null;
  return (
    <Alert tone="info">
      <p>You have a pending invitation. Sign in or create an account to accept it.</p>
    </Alert>
  );
}
