import { describe, expect, test } from 'vitest';
import { ConfigError, isLoopbackUrl, loadConfig } from './config.ts';

describe('loadConfig', () => {
  test('an empty environment selects the embedded defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      role: 'all',
    });
  });

  test('APP_URL follows PORT when it is not set, and loses a trailing slash when it is', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://keel.example.com/' }).appUrl).toBe('https://keel.example.com');
  });

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db.example.com/keel'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['KEEL_ROLE', 'scheduler'],
    ['S3_BUCKET', 'My_Bucket'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('a bad %s (%s) throws a ConfigError naming the variable', (variable, value) => {
    const load = () => loadConfig({ [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});

describe('loadConfig: storage', () => {
  test('files stay on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
  });

  test('S3_BUCKET selects S3, with the endpoint, keys and path style of an S3-compatible store', () => {
    const config = loadConfig({
      S3_BUCKET: 'keel-files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'keel-files',
      region: 'eu-west-1',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' },
      forcePathStyle: true,
    });
  });

  test('on AWS a bucket alone will do: region us-east-1, the SDK finds the role credentials', () => {
    expect(loadConfig({ S3_BUCKET: 'keel-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'keel-files',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  test.each(['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_FORCE_PATH_STYLE'])(
    '%s without S3_BUCKET stops start-up rather than quietly keeping files on disk',
    (variable) => {
      const value =
        variable === 'S3_ENDPOINT' ? 'http://minio:9000' : variable === 'S3_FORCE_PATH_STYLE' ? 'true' : 'x';
      expect(() => loadConfig({ [variable]: value })).toThrow(
        `Invalid configuration: S3_BUCKET must be set when ${variable} is`,
      );
    },
  );

  test('one access key without the other names the missing one and never echoes the secret', () => {
    expect(() => loadConfig({ S3_BUCKET: 'keel-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is',
    );
    const load = () => loadConfig({ S3_BUCKET: 'keel-files', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(load).toThrow('Invalid configuration: S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is');
    expect(load).not.toThrow(/very-secret-value/);
  });
});

describe('loadConfig: billing', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_51abc',
    STRIPE_PRICE_ID: 'price_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  };

  test('the sandbox unless all three STRIPE_* settings are given, then Stripe', () => {
    expect(loadConfig({}).billing).toEqual({ kind: 'sandbox' });
    expect(loadConfig(stripe).billing).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_51abc',
      priceId: 'price_123',
      webhookSecret: 'whsec_abc',
      apiUrl: undefined,
    });
  });

  test('a partial Stripe setup names the missing variable; a malformed secret is never echoed', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_51abc' })).toThrow(
      'Invalid configuration: STRIPE_PRICE_ID must be set when STRIPE_SECRET_KEY is',
    );
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set/,
    );
    let message = '';
    try {
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_visible-secret' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(message).not.toContain('visible-secret');
  });
});

describe('isLoopbackUrl', () => {
  test.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://[::1]:3000', true],
    ['https://keel.example.com', false],
    ['http://localhost.example.com', false],
  ])('%s → %s', (url, loopback) => {
    expect(isLoopbackUrl(url)).toBe(loopback);
  });
});
