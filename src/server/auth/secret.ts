import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * The key that signs session cookies and verification tokens. `KEEL_SECRET` in production;
 * on the embedded default one is generated once and kept in the data directory (mode 600),
 * so sessions survive restarts without any set-up.
 */
export function resolveSecret(config: Config): string {
  if (config.secret) return config.secret;
  const file = path.resolve(config.dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
