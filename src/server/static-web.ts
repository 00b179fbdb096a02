import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env.ts';
import { projectRoot } from './lib/project-root.ts';

export const webRoot = path.join(projectRoot(), 'dist/web');

/**
 * Serves the built SPA: hashed assets are cached for a year, every other path gets index.html
 * so the client router can answer it (including its own not-found page).
 */
export function webRoutes() {
  const routes = new Hono<AppEnv>();
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    return routes.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const relativeRoot = path.relative(process.cwd(), webRoot) || '.';
  return routes
    .use(compress())
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use('*', serveStatic({ root: relativeRoot }))
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
