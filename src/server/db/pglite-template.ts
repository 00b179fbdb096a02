import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/project-root.ts';

/** Made by `npm run build` (scripts/build-pglite-template.ts). */
export const PGLITE_TEMPLATE_FILE = 'dist/server/pglite-template.tar';

/**
 * The pre-initialised database to unpack into a new, empty data directory, or undefined (an
 * existing directory, or no build yet: PGlite then runs initdb itself, which takes a few seconds).
 */
export function pgliteTemplateFor(directory: string): Blob | undefined {
  const isEmpty = !existsSync(directory) || readdirSync(directory).length === 0;
  const file = path.join(projectRoot(), PGLITE_TEMPLATE_FILE);
  if (!isEmpty || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}
