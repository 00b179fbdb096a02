import type { hc, InferResponseType } from 'hono/client';
import type { App } from '#server/app.ts';

/**
 * The server's API as Hono's typed client sees it (`Api['accounts'][':accountId']['members']['$get']`).
 * A type only: nothing of the server or of Hono's client reaches the bundle.
 */
export type Api = ReturnType<typeof hc<App>>['api'];

/** What a route answers, as the server's handler declares it (dates arrive as ISO strings). */
export type ResponseOf<Endpoint> = InferResponseType<Endpoint>;
