import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Alert } from '#web/components/ui/alert.tsx';

/** After a 403 EMAIL_NOT_VERIFIED sign-in: points to the verification page, where the mail can be resent. */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  return (
    <Alert tone="warning">
      <p>Confirm your email address before signing in. We sent a link to {email}.</p>
      <Link
        to={paths.emailVerification({ email: email })}
        className="w-fit rounded-sm font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        Go to email verification
      </Link>
    </Alert>
  );
}
