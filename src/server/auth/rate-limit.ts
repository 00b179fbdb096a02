import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { countAttempt } from './count-attempt.ts';
import { authRateLimitRules, signInPairKey } from './rate-limit-rules.ts';

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests, app.request) have no socket.
    return 'unknown';
  }
}

async function emailOf(c: Context<AppEnv>): Promise<string | undefined> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

function minutes(seconds: number) {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return value === 1 ? '1 minute' : `${value} minutes`;
}

/**
 * Limits sign-in, sign-up, password reset and verification resend per IP, per email, or per
 * email from one IP (see rate-limit-rules.ts). Runs after requireJsonAuthBody, so the email it
 * counts is the one Better Auth will read. The answer has Better Auth's error shape
 * ({ code, message }) so the auth client shows it as is.
 */
export function authRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = c.req.method === 'POST' ? authRateLimitRules.find((r) => r.path === c.req.path) : undefined;
    if (!rule) return next();
    const db = c.var.deps.db;
    const ip = clientIp(c);
    const email = await emailOf(c);
    const limits: { key: string; max: number }[] = [{ key: `${rule.name}:ip:${ip}`, max: rule.perIp }];
    if (email && rule.perEmail) limits.push({ key: `${rule.name}:email:${email}`, max: rule.perEmail });
    if (email && rule.perEmailAndIp) limits.push({ key: signInPairKey(email, ip), max: rule.perEmailAndIp });
    const checks = await Promise.all(
      limits.map(async (limit) => ({
        ...(await countAttempt(db, { key: limit.key, windowSeconds: rule.windowSeconds })),
        ...limit,
      })),
    );
    const exceeded = checks.filter((check) => check.hits > check.max);
    if (exceeded.length > 0) {
      const retryAfter = Math.max(...exceeded.map((check) => check.retryAfterSeconds));
      c.header('Retry-After', String(retryAfter));
      return c.json(
        {
          code: 'RATE_LIMITED',
          message: `Too many attempts. Please wait ${minutes(retryAfter)} and try again.`,
        },
        429,
      );
    }
    return next();
  };
}
