import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { scoringPermissions } from '#domain/scoring.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { subscribeToAccountEvents } from './account-events.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Mounted at /api/accounts/:accountId/events: one server-sent-event stream per account, fed by
 * Postgres LISTEN/NOTIFY, so a change made by any process (a worker scoring factors) reaches every
 * page that shows it. Events name only what changed; pages refetch what they show.
 */
export const accountEventRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', requireAccount(scoringPermissions.read), (c) => {
    const accountId = c.var.account.id;
    const { database } = c.var.deps;
    return streamSSE(c, async (stream) => {
      const unsubscribe = await subscribeToAccountEvents(database, (event) => {
        if (event.accountId !== accountId) return;
        void stream.writeSSE({ event: event.topic, data: JSON.stringify({ topic: event.topic }) });
      });
      let open = true;
      stream.onAbort(() => {
        open = false;
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (open && !stream.aborted && !stream.closed) {
        await stream.sleep(HEARTBEAT_MS);
        if (open && !stream.aborted) await stream.write(': heartbeat\n\n');
      }
      await unsubscribe();
    });
  });
