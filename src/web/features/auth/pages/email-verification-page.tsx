import { CircleCheck, LinkIcon, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { PageLoading } from '#web/components/page-loading.tsx';
import { StatusCard } from '#web/components/status-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { readSessionValue, removeSessionValue, storageKeys } from '#web/lib/keel-storage.ts';
import { isSignupOf, readPendingSignupEmail } from '#web/lib/pending-signup.ts';
import { invitationOrHome } from '#web/lib/sign-in-redirect.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { BackToSignInLink } from '../components/back-to-sign-in-link';
import { ResendVerification } from '../components/resend-verification';

/** Spec §9: the email-verified redirect delay. */
const VERIFIED_REDIRECT_DELAY_MS = 2000;

export function EmailVerificationPage() {
  usePageMeta('Check your email', 'Confirm your email address to finish creating your Keel account.');
  const [params] = useSearchParams();
  const session = authClient.useSession();
  // Read once: the page clears the marker itself when verification succeeds. Someone else signing in
  // on this tab after the sign-up is not the address being verified.
  const [signedUpEmail] = useState(readPendingSignupEmail);
  const pendingSignup = isSignupOf(signedUpEmail, session.data?.user.email);

  const email = params.get('email')?.trim() || readSessionValue(storageKeys.pendingSignupEmail) || null;
  const cameFromLink = params.get('verified') === '1';
  const linkError = params.get('error');
  // Verified when the link signed the user in here, or (spec §4) a signed-in event arrives after sign-up,
  // e.g. the link was opened in another tab and this one refetched the session.
  const verified = Boolean(session.data?.user.emailVerified) && (cameFromLink || pendingSignup);

  if (verified) return <Verified />;
  if (cameFromLink && session.isPending) return <PageLoading />;

  if (cameFromLink && !linkError) {
    return (
      <StatusCard
        icon={CircleCheck}
        tone="success"
        title="Your email address is verified"
        description="Sign in with your email and password to continue."
      >
        <Button asChild className="w-full">
          <Link to={paths.auth()}>Sign In</Link>
        </Button>
      </StatusCard>
    );
  }

  if (linkError) {
    return (
      <StatusCard
        icon={LinkIcon}
        tone="error"
        title="This link is invalid or has expired"
        description="Verification links work once and expire after a while. Request a new one below."
      >
        <ResendVerification email={email} />
        <BackToSignInLink />
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={Mail}
      title="Check your email"
      description={
        email ? (
          <>
            We sent a verification link to <strong className="font-medium text-foreground">{email}</strong>.
            Open it to confirm your address; it signs you in and brings you back here.
          </>
        ) : (
          'We sent you a verification link. Open it to confirm your address; it signs you in and brings you back here.'
        )
      }
    >
      <p className="text-sm text-muted-foreground">
        No email after a few minutes? Check your spam folder, or:
      </p>
      <ResendVerification email={email} />
      <BackToSignInLink />
    </StatusCard>
  );
}

/** Spec §4: clear the markers, confirm, and after 2 seconds go to the pending invitation or home. */
function Verified() {
  const navigate = useNavigate();
  const announced = useRef(false);

  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      removeSessionValue(storageKeys.pendingSignup);
      removeSessionValue(storageKeys.pendingSignupEmail);
      toast.success('Email verified successfully!', { id: 'email-verified' });
    }
    const timer = window.setTimeout(
      () => navigate(invitationOrHome(), { replace: true }),
      VERIFIED_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <StatusCard
      icon={CircleCheck}
      tone="success"
      title="Your email is verified"
      description="Your account is ready. Taking you to Keel…"
      next={{ to: invitationOrHome(), label: 'Continue now', replace: true }}
    />
  );
}
