import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Executor } from '#server/db/client.ts';

/** The one Postgres channel every account event travels on; the payload names the account. */
export const ACCOUNT_EVENTS_CHANNEL = 'keel_account_events';

export type AccountEvent = { accountId: string; topic: 'factor-scores' };
type Listener = (event: AccountEvent) => void;

/**
 * Says that something of an account changed, through Postgres NOTIFY: every process listening
 * (API processes serving server-sent events) hears it, whichever process wrote. Inside a
 * transaction it is delivered on commit, so listeners never read a change that did not happen.
 */
export async function notifyAccount(db: Executor, event: AccountEvent) {
  await db.execute(sql`select pg_notify(${ACCOUNT_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

type Hub = { listeners: Set<Listener>; ready: Promise<() => Promise<void>> };
const hubs = new WeakMap<Database, Hub>();

/**
 * Subscribes to the account events of this database: one LISTEN per process, shared by every
 * stream (PGlite's own listen, or a dedicated PostgreSQL connection). Returns the unsubscribe.
 */
export async function subscribeToAccountEvents(database: Database, listener: Listener) {
  let hub = hubs.get(database);
  if (!hub) {
    const listeners = new Set<Listener>();
    const deliver = (payload: string | undefined) => {
      if (!payload) return;
      try {
        const event = JSON.parse(payload) as AccountEvent;
        for (const each of listeners) each(event);
      } catch {
        // A foreign payload on our channel is ignored.
      }
    };
    hub = { listeners, ready: listen(database, deliver) };
    hubs.set(database, hub);
  }
  const current = hub;
  await current.ready;
  current.listeners.add(listener);
  return async () => {
    current.listeners.delete(listener);
    // The last stream gone: the listening connection goes too (a database can then be dropped).
    if (current.listeners.size > 0 || hubs.get(database) !== current) return;
    hubs.delete(database);
    await (await current.ready)().catch(() => {});
  };
}

async function listen(
  database: Database,
  deliver: (payload: string | undefined) => void,
): Promise<() => Promise<void>> {
  if (database.pglite) return database.pglite.listen(ACCOUNT_EVENTS_CHANNEL, deliver);
  if (!database.connectionString) return async () => {};
  const client = new pg.Client({ connectionString: database.connectionString });
  client.on('notification', (message) => deliver(message.payload));
  // A lost listening connection only stops live pushes: pages still poll every 2000 ms.
  client.on('error', () => {});
  await client.connect();
  await client.query(`LISTEN ${ACCOUNT_EVENTS_CHANNEL}`);
  return () => client.end();
}
