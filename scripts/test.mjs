// `npm test`: typecheck, lint, unit, API integration (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), build and end-to-end, then one closing line `N passed, N failed`.
// Test runners count their tests; typecheck, lint and build count as one check each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, command, args) {
  console.info(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

function vitest(name, project, env = {}) {
  console.info(`\n▶ ${name}`);
  const report = `.tmp/vitest-${project}-${results.length}.json`;
  rmSync(report, { force: true });
  const { ok, seconds } = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    env,
  );
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  const passed = counts?.numPassedTests ?? 0;
  // A crashed runner or a failing file with no tests still counts as a failure.
  const failed = (counts?.numFailedTests ?? 0) + (!ok && !(counts?.numFailedTests > 0) ? 1 : 0);
  results.push({ name, passed, failed, seconds });
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: install Debian\'s "chromium" package (apt-get install chromium).');
    return false;
  }
  console.info("Installing Debian's chromium for the end-to-end tests…");
  const update = run('apt-get', ['update', '-qq']);
  const install =
    update.ok &&
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' }).ok;
  return install && existsSync('/usr/bin/chromium');
}

function playwright(name) {
  console.info(`\n▶ ${name}`);
  if (!ensureChromium()) {
    results.push({ name, passed: 0, failed: 1, seconds: '0' });
    return;
  }
  const report = '.tmp/playwright.json';
  rmSync(report, { force: true });
  const { ok, seconds } = run('npx', ['playwright', 'test']);
  const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : undefined;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (!ok && !(stats?.unexpected > 0) ? 1 : 0);
  results.push({ name, passed, failed, seconds });
}

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
check('lint', 'npx', ['biome', 'check', '.']);
vitest('unit', 'unit');
vitest('api (PGlite)', 'api');
if (process.env.TEST_DATABASE_URL) vitest('api (PostgreSQL)', 'api');
check('build', 'npm', ['run', '--silent', 'build']);
if (results.at(-1).failed === 0) playwright('e2e (Chromium)');

console.info('\nSummary');
for (const r of results)
  console.info(
    `  ${r.name.padEnd(18)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
