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
  ])('a bad %s (%s) throws a ConfigError naming the variable', (variable, value) => {
    const load = () => loadConfig({ [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
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
