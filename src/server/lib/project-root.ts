import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json. The server runs both from source (tsx, tests) and bundled
 * in dist/server, so files shipped beside the code (migrations, the built SPA) are found from here.
 */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json above the server).');
    dir = parent;
  }
  return dir;
}
