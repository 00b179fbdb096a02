import { KeyRound, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { PageLoading } from '#web/components/page-loading.tsx';
import { StatusCard } from '#web/components/status-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useCheckResetToken } from '../api/use-check-reset-token';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { isInvalidResetToken, useResetPassword } from '../api/use-reset-password';
import { BackToSignInLink } from '../components/back-to-sign-in-link';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';
import { toastInvalidResetLink } from '../utils/toast-invalid-reset-link';

/**
 * The reset mail links to /reset-password#token=… (a fragment never reaches server logs or referrers).
 * Better Auth's own redirect puts it in the query instead, so both are read.
 */
function readResetToken(hash: string, search: string) {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token');
}

export function ResetPasswordPage() {
  const location = useLocation();
  const token = readResetToken(location.hash, location.search);
  const linkError = new URLSearchParams(location.search).get('error');
  const [rejected, setRejected] = useState(false);
  const check = useCheckResetToken(rejected ? null : token);

  // Better Auth redirects an unusable link to ?error=INVALID_TOKEN: same message as our own check.
  useEffect(() => {
    if (linkError) toastInvalidResetLink();
  }, [linkError]);

  if (token && !rejected) {
    if (check.isPending) return <PageLoading />;
    // A failed check (network, server) falls through to the form: setting the password validates the token.
    if (check.data?.valid !== false)
      return <SetNewPassword token={token} onRejected={() => setRejected(true)} />;
  }
  return <RequestReset />;
}

function SetNewPassword({ token, onRejected }: { token: string; onRejected: () => void }) {
  usePageMeta('Set a new password', 'Choose a new password for your Keel account.');
  const navigate = useNavigate();
  const reset = useResetPassword();

  return (
    <StatusCard
      icon={KeyRound}
      title="Set a new password"
      description="Choose a new password for your account. You will sign in with it next."
    >
      <NewPasswordForm
        pending={reset.isPending}
        onSubmit={(values) =>
          reset.mutate(
            { token, newPassword: values.password },
            {
              onSuccess: () => navigate(paths.auth(), { replace: true }),
              onError: (error) => {
                if (!isInvalidResetToken(error)) return;
                onRejected();
                navigate(paths.resetPassword(), { replace: true });
              },
            },
          )
        }
      />
    </StatusCard>
  );
}

function RequestReset() {
  usePageMeta('Reset your password', 'Request a link to set a new password for your Keel account.');
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <StatusCard
        icon={MailCheck}
        tone="success"
        title="Check your inbox"
        description={
          <>
            If an account exists for{' '}
            <strong className="font-medium text-foreground">{request.variables}</strong>, a link to set a new
            password is on its way. It works once.
          </>
        }
      >
        <Button variant="outline" className="w-full" onClick={() => request.reset()}>
          Use a different email
        </Button>
        <BackToSignInLink />
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={KeyRound}
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to set a new password."
    >
      <RequestResetForm pending={request.isPending} onSubmit={(values) => request.mutate(values.email)} />
      <BackToSignInLink />
    </StatusCard>
  );
}
