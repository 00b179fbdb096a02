/**
 * Abuse limits on the identity endpoints: `max` attempts per `windowSeconds` for each key, then
 * 429 until the window ends. Keys are the client IP, the email, or the email from one IP.
 *
 * Sign-in counts per email *and* IP, never per email alone: a per-email lock would let anyone
 * lock a user out with ten wrong passwords from anywhere. Guessing stays expensive because each
 * address gets 10 tries per email and 30 in all per window, and a completed password reset clears
 * the email's locks (see clear-sign-in-locks.ts). Mail-sending endpoints keep a per-email limit:
 * there the harm of going over is mail bombing, and waiting locks nobody out of their account.
 */
export type RateLimitRule = {
  name: string;
  path: string;
  perIp: number;
  perEmail?: number;
  perEmailAndIp?: number;
  windowSeconds: number;
};

export const authRateLimitRules: RateLimitRule[] = [
  { name: 'sign-in', path: '/api/auth/sign-in/email', perIp: 30, perEmailAndIp: 10, windowSeconds: 15 * 60 },
  { name: 'sign-up', path: '/api/auth/sign-up/email', perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  { name: 'reset', path: '/api/auth/request-password-reset', perIp: 10, perEmail: 3, windowSeconds: 15 * 60 },
  {
    name: 'resend',
    path: '/api/auth/send-verification-email',
    perIp: 10,
    perEmail: 3,
    windowSeconds: 15 * 60,
  },
  { name: 'set-password', path: '/api/auth/reset-password', perIp: 20, windowSeconds: 15 * 60 },
];

/** The bucket key of sign-in attempts for one email from one address. */
export const signInPairKey = (email: string, ip: string) => `${signInPairPrefix(email)}${ip}`;
export const signInPairPrefix = (email: string) => `sign-in:email-ip:${email}:`;
