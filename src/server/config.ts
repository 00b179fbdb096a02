import { z } from 'zod';

/**
 * Every setting Keel reads from the environment, parsed once. Nothing else reads `process.env`.
 * Missing optional settings select the embedded parts (PGlite, outbox mail, offline AI).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  KEEL_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  KEEL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Keel <no-reply@keel.local>'),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  KEEL_SUPER_ADMINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses')))
    .default([]),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_CHAT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_EMBEDDING_MODEL: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 * 1024 ** 3)
    .default(50 * 1024 ** 2),
  DATA_ROOM_MAX_FILES: z.coerce.number().int().min(1).max(100_000).default(1000),
  SEARCH_INDEX_MEMORY_MB: z.coerce.number().int().min(0).max(1_048_576).default(512),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1')
    .default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .trim()
    .regex(/^price_\w+$/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Tests only: where the Stripe client sends its requests (a local fake of Stripe's API). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** Stripe needs all three: a key alone would take payments whose webhooks nobody could verify. */
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const;

/** The S3 variables that mean nothing without S3_BUCKET: setting one alone is a mistake, not a choice of disk. */
const S3_COMPANIONS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

const SECRET_VARIABLES = new Set([
  'KEEL_SECRET',
  'AI_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, …); AWS itself when unset. */
  endpoint: string | undefined;
  /** Without keys the AWS SDK's default chain applies (instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public origin of the app, used in mailed links and as the only trusted Origin. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  role: 'all' | 'api' | 'worker';
  secret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** How long a verified session is remembered in memory (0: never). */
  sessionCacheSeconds: number;
  /** The OpenAI-compatible engine when a base URL is set; the offline engine otherwise. */
  ai:
    | { kind: 'offline' }
    | {
        kind: 'openai-compatible';
        baseUrl: string;
        apiKey: string | undefined;
        chatModel: string;
        /** Unset: passages are embedded offline even with a remote chat model. */
        embeddingModel: string | undefined;
        timeoutMs: number;
        maxRetries: number;
      };
  /** Emails that become super admins when they sign up or at start (bootstrap). */
  superAdminEmails: string[];
  dataRoom: {
    /** The largest file one upload may carry. */
    uploadMaxBytes: number;
    /** How many files one account's data room may hold. */
    maxFilesPerAccount: number;
  };
  search: {
    /** Memory for companies' vectors searched in this process; a larger company is scanned by the database. */
    indexMemoryBytes: number;
  };
  /** Uploaded files: `DATA_DIR/files` unless S3_BUCKET selects an S3-compatible store. */
  storage: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
  /** The sandbox (local checkout page, no network) unless the STRIPE_* variables select Stripe. */
  billing: { kind: 'sandbox' } | ({ kind: 'stripe' } & StripeSettings);
};

export type StripeSettings = {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Stripe's API unless a test points the client at a local fake. */
  apiUrl: string | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const withoutBlanks = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(withoutBlanks);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    // A secret's value is never echoed: this line goes to the logs.
    const got = SECRET_VARIABLES.has(variable) ? '' : ` (got "${withoutBlanks[variable] ?? ''}")`;
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}${got}`);
  }
  const e = parsed.data;
  if (!e.S3_BUCKET) {
    const orphan = S3_COMPANIONS.find((variable) => variable in withoutBlanks);
    if (orphan) throw new ConfigError(`Invalid configuration: S3_BUCKET must be set when ${orphan} is`);
  }
  // Values are not echoed here: one of the two is a secret.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    const present = e.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid configuration: ${missing} must be set when ${present} is`);
  }
  const stripeSet = STRIPE_VARIABLES.filter((variable) => variable in withoutBlanks);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
    const missing = STRIPE_VARIABLES.find((variable) => !(variable in withoutBlanks))!;
    throw new ConfigError(`Invalid configuration: ${missing} must be set when ${stripeSet[0]} is`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    role: e.KEEL_ROLE,
    secret: e.KEEL_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    superAdminEmails: e.KEEL_SUPER_ADMINS,
    dataRoom: { uploadMaxBytes: e.UPLOAD_MAX_BYTES, maxFilesPerAccount: e.DATA_ROOM_MAX_FILES },
    search: { indexMemoryBytes: e.SEARCH_INDEX_MEMORY_MB * 1024 ** 2 },
    ai: e.AI_BASE_URL
      ? {
          kind: 'openai-compatible',
          baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.AI_API_KEY,
          chatModel: e.AI_CHAT_MODEL,
          embeddingModel: e.AI_EMBEDDING_MODEL,
          timeoutMs: e.AI_TIMEOUT_MS,
          maxRetries: e.AI_MAX_RETRIES,
        }
      : { kind: 'offline' },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'disk' },
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_ID && e.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            priceId: e.STRIPE_PRICE_ID,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : { kind: 'sandbox' },
  };
}

/** True when the app's public URL points at this machine, so dev-only pages (the mail outbox) are safe. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

/** The PostgreSQL server the API test suite also runs against (CI sets it); tests only. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
