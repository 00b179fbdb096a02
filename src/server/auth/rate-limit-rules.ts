/**
 * Abuse limits on the identity endpoints, each counted per client IP and per email address.
 * Windows are fixed: `max` attempts per `windowSeconds`, then 429 until the window ends.
 */
export type RateLimitRule = {
  name: string;
  path: string;
  perIp: number;
  perEmail: number;
  windowSeconds: number;
};

export const authRateLimitRules: RateLimitRule[] = [
  { name: 'sign-in', path: '/api/auth/sign-in/email', perIp: 30, perEmail: 10, windowSeconds: 15 * 60 },
  { name: 'sign-up', path: '/api/auth/sign-up/email', perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  { name: 'reset', path: '/api/auth/request-password-reset', perIp: 10, perEmail: 3, windowSeconds: 15 * 60 },
  {
    name: 'resend',
    path: '/api/auth/send-verification-email',
    perIp: 10,
    perEmail: 3,
    windowSeconds: 15 * 60,
  },
  { name: 'set-password', path: '/api/auth/reset-password', perIp: 20, perEmail: 20, windowSeconds: 15 * 60 },
];
