// `npm run bench [name…]`: builds when needed, then runs each benchmark in bench/ (all by default).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const all = readdirSync('bench')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
for (const name of chosen) {
  console.info(`\n## bench/${name}`);
  const result = spawnSync('npx', ['tsx', `bench/${name}.ts`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
