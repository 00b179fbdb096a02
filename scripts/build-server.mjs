// Bundles the server (our code only; packages stay in node_modules) so `npm start` runs plain JS.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'admin-cli': 'src/server/admin-cli.ts',
    // Loaded by the extraction pool's worker threads from beside main.js.
    'extraction-worker': 'src/server/documents/extraction-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
