// `npm start`: builds the SPA and the server when the sources are newer than the build, then runs Keel.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['dist/web/index.html', 'dist/server/main.js', 'dist/server/pglite-template.tar'];
const inputs = ['src', 'package.json', 'package-lock.json', 'vite.config.ts', 'scripts'];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  console.info('Building Keel (the sources changed since the last build)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(path.resolve('dist/server/main.js'));
