import { MailPlus, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatusCard } from '../../../components/status-card';
import { Button } from '../../../components/ui/button';
import { authClient } from '../../../lib/auth-client';
import { storageKeys, writeSessionValue } from '../../../lib/keel-storage';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * First half of the invitation flow: keeps the token (spec §4: in session storage until done) so that
 * sign-in or sign-up can come back here. Loading and accepting the invitation arrive with accounts.
 */
export function AcceptInvitationPage() {
  usePageMeta('Invitation', 'Accept an invitation to join a team on Keel.');
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = authClient.useSession();

  useEffect(() => {
    if (token) writeSessionValue(storageKeys.pendingInvitationToken, token);
  }, [token]);

  if (!token) {
    return (
      <StatusCard
        icon={TriangleAlert}
        tone="error"
        title="Invitation"
        description="No invitation token found. Please check your invitation email and try again."
      >
        <Button asChild variant="outline" className="w-full">
          <Link to="/">Go to Keel</Link>
        </Button>
      </StatusCard>
    );
  }

  if (session.data) {
    return (
      <StatusCard
        icon={MailPlus}
        title="Invitation"
        description={
          <>
            You are signed in as{' '}
            <strong className="font-medium text-foreground">{session.data.user.email}</strong>. The invitation
            is kept for this browser session.
          </>
        }
      >
        <Button asChild className="w-full">
          <Link to="/">Continue to Keel</Link>
        </Button>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={MailPlus}
      title="Invitation"
      description="You have been invited to join a team on Keel. Sign in, or create an account with the invited email address, to accept."
    >
      <Button asChild className="w-full">
        <Link to="/auth">Sign In to Accept</Link>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth?tab=sign-up">Create Account &amp; Accept</Link>
      </Button>
    </StatusCard>
  );
}
