import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';

/** Spec §9: how long a copy button says 'Copied!'. */
export const COPIED_STATE_MS = 2000;

/** Copies an invitation's link; `copiedId` names the invitation whose button says 'Copied!' for 2 s. */
export function useCopyInviteLink() {
  const [copiedId, setCopiedId] = useState<string | null>(null);

  useEffect(() => {
    if (!copiedId) return;
    const timer = window.setTimeout(() => setCopiedId(null), COPIED_STATE_MS);
    return () => window.clearTimeout(timer);
  }, [copiedId]);

  async function copy(invitation: { id: string; token: string | null }) {
    try {
      if (!invitation.token) throw new Error('No link to copy');
      // Spec §7: the site origin, '/accept-invitation?token=' and the token.
      await navigator.clipboard.writeText(
        `${window.location.origin}${paths.acceptInvitation(invitation.token)}`,
      );
      setCopiedId(invitation.id);
      toast.success('Invite link copied to clipboard!');
    } catch {
      toast.error('Failed to copy invite link');
    }
  }

  return { copy, copiedId };
}
