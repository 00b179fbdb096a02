import { paths } from './paths';

/** Routes a signed-out visitor may open (spec §2, plus the development mail outbox). */
export const PUBLIC_PATHS = [
  paths.auth(),
  paths.resetPassword(),
  paths.emailVerification(),
  paths.acceptInvitation(),
  paths.outbox(),
];

export function isPublicPath(pathname: string) {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
