import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';

export function BackToSignInLink() {
  return (
    <Link
      to={paths.auth()}
      className="self-center rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      Back to sign in
    </Link>
  );
}
