/** Routes a signed-out visitor may open (spec §2, plus the development mail outbox). */
export const PUBLIC_PATHS = [
  '/auth',
  '/reset-password',
  '/email-verification',
  '/accept-invitation',
  '/outbox',
];

export function isPublicPath(pathname: string) {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
