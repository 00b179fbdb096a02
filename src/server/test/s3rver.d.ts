/** The part of s3rver 3.7 (untyped CommonJS) that the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Middleware = (
    ctx: {
      method: string;
      path: string;
      query: Record<string, string | string[]>;
      status: number;
      body: unknown;
    },
    next: () => Promise<void>,
  ) => Promise<void>;

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    httpServer: import('node:http').Server;
    close(): Promise<void>;
  }
}
