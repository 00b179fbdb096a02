import { CircleCheck, LinkIcon, MailPlus, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useLoadErrorToast } from '#web/components/load-error.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { StatusCard } from '#web/components/status-card.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { removeSessionValue, storageKeys, writeSessionValue } from '#web/lib/keel-storage.ts';
import { useMe } from '#web/lib/me.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import {
  INVALID_INVITATION,
  type InvitationDetails,
  isInvalidInvitation,
  useInvitationDetails,
} from '../api/invitation-details';
import { useAcceptInvitation } from '../api/use-accept-invitation';
import { InvitationSummary } from '../components/invitation-summary';
import { SetPasswordDialog } from '../components/set-password-dialog';

/** Spec §9: redirect delays after acceptance: plain success, after setting a password, after skipping. */
export const REDIRECT_AFTER_ACCEPT_MS = 2000;
export const REDIRECT_AFTER_PASSWORD_MS = 1000;
export const REDIRECT_AFTER_SKIP_MS = 500;

/**
 * Spec §2 and §4 invitation acceptance: loading, invalid, signed out (sign in or sign up first, the
 * token kept in session storage), signed in (accept or cancel), success, and the password dialog.
 */
export function AcceptInvitationPage() {
  usePageMeta('Invitation', 'Accept an invitation to join a team on Keel.');
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = authClient.useSession();
  const details = useInvitationDetails(token);

  useEffect(() => {
    if (token) writeSessionValue(storageKeys.pendingInvitationToken, token);
  }, [token]);

  // A used, withdrawn or expired invitation is no longer pending: forget it, so /auth stops announcing
  // it and the next sign-in does not lead back here.
  const invalid = details.isError && isInvalidInvitation(details.error);
  useEffect(() => {
    if (invalid) removeSessionValue(storageKeys.pendingInvitationToken);
  }, [invalid]);
  useLoadErrorToast('Failed to load invitation details', details.isError && !invalid);

  if (!token) {
    return (
      <StatusCard
        icon={TriangleAlert}
        tone="error"
        title="Invitation"
        description="No invitation token found. Please check your invitation email and try again."
        next={{ to: paths.home(), label: 'Go to Keel' }}
      />
    );
  }

  if (details.isPending || session.isPending) return <PageLoading />;

  if (details.isError) {
    return (
      <StatusCard
        icon={LinkIcon}
        tone="error"
        title={invalid ? INVALID_INVITATION : 'Failed to load invitation details'}
        description={
          invalid
            ? 'This invitation was already used, withdrawn or has expired. Ask the person who invited you for a new one.'
            : 'Check your connection, then try again.'
        }
      >
        {invalid ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.home()}>Go to Keel</Link>
          </Button>
        ) : (
          <Button className="w-full" onClick={() => details.refetch()}>
            Try again
          </Button>
        )}
      </StatusCard>
    );
  }

  if (!session.data) return <SignedOutInvitation invitation={details.data} />;
  return <SignedInInvitation token={token} invitation={details.data} email={session.data.user.email} />;
}

function SignedOutInvitation({ invitation }: { invitation: InvitationDetails }) {
  return (
    <StatusCard
      icon={MailPlus}
      title={`Join ${invitation.account.name} on Keel`}
      description={`You have been invited as ${invitation.role === 'admin' ? 'an Admin' : 'a User'}. Sign in, or create an account with ${invitation.email}, to accept.`}
    >
      <InvitationSummary invitation={invitation} />
      <Button asChild className="w-full">
        <Link to={paths.auth()}>Sign In to Accept</Link>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.auth({ tab: 'sign-up', email: invitation.email })}>Create Account &amp; Accept</Link>
      </Button>
    </StatusCard>
  );
}

function SignedInInvitation({
  token,
  invitation,
  email,
}: {
  token: string;
  invitation: InvitationDetails;
  email: string;
}) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const otherAddress = email.toLowerCase() !== invitation.email.toLowerCase();

  if (accept.isSuccess)
    return <Accepted accountName={accept.data.accountName} message={accept.data.message} />;

  return (
    <StatusCard
      icon={MailPlus}
      title={`Join ${invitation.account.name}`}
      description={
        <>
          You are signed in as <strong className="font-medium text-foreground">{email}</strong>.
        </>
      }
    >
      <InvitationSummary invitation={invitation} />
      {otherAddress && (
        <Alert tone="warning" id="invitation-other-address">
          <p>This invitation was sent to {invitation.email}. Sign in as that user to accept it.</p>
        </Alert>
      )}
      {/* Only the invited address may accept: the server would refuse anyone else. */}
      <Button
        className="w-full"
        loading={accept.isPending}
        disabled={otherAddress}
        aria-describedby={otherAddress ? 'invitation-other-address' : undefined}
        onClick={() => accept.mutate(token)}
      >
        Accept Invitation
      </Button>
      <Button
        variant="outline"
        className="w-full"
        disabled={accept.isPending}
        onClick={() => {
          removeSessionValue(storageKeys.pendingInvitationToken);
          navigate(paths.dashboard());
        }}
      >
        Cancel
      </Button>
    </StatusCard>
  );
}

function Accepted({ accountName, message }: { accountName: string; message: string }) {
  const navigate = useNavigate();
  const me = useMe();
  const needsPassword = me.data ? !me.data.profile.passwordSetAt : false;
  const [redirectIn, setRedirectIn] = useState<number | null>(null);

  // Without the password dialog, the success state shows for 2 s; the dialog's outcome sets its own delay.
  useEffect(() => {
    if (me.data && !needsPassword && redirectIn === null) setRedirectIn(REDIRECT_AFTER_ACCEPT_MS);
  }, [me.data, needsPassword, redirectIn]);

  useEffect(() => {
    if (redirectIn === null) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard(), { replace: true }), redirectIn);
    return () => window.clearTimeout(timer);
  }, [redirectIn, navigate]);

  return (
    <StatusCard
      icon={CircleCheck}
      tone="success"
      title={`Welcome to ${accountName}`}
      description={message}
      next={{ to: paths.dashboard(), label: 'Go to dashboard', replace: true }}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {redirectIn === null ? '' : 'Taking you to your dashboard…'}
      </p>
      <SetPasswordDialog
        open={needsPassword && redirectIn === null}
        onDone={(outcome) =>
          setRedirectIn(outcome === 'set' ? REDIRECT_AFTER_PASSWORD_MS : REDIRECT_AFTER_SKIP_MS)
        }
      />
    </StatusCard>
  );
}
