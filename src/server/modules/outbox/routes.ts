import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { isLoopbackUrl } from '#server/config.ts';
import { AppError } from '#server/errors.ts';
import { isLoopbackClient } from '#server/http/is-loopback-client.ts';
import { listOutbox } from './list-outbox.ts';

/**
 * The embedded mail outbox. It holds other people's sign-in links, so it exists only while the
 * app's public URL is a loopback address and no SMTP server is configured (a deployed instance
 * never serves it), and even then only to clients on this machine: the server may listen on every
 * interface, and anyone on the network could otherwise read every reset link.
 */
export const outboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { config } = c.var.deps;
  if (config.smtpUrl || !isLoopbackUrl(config.appUrl) || !isLoopbackClient(c)) {
    throw new AppError(
      'not_found',
      'The mail outbox is only available on a local instance without SMTP, from the same machine.',
      404,
    );
  }
  return c.json({ messages: await listOutbox(c.var.db) });
});
