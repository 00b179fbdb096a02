// Bundles the server (our code only; packages stay in node_modules) so `npm start` runs plain JS.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'admin-cli': 'src/server/admin-cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
