// Cold start (empty data dir: database created, migrations applied) and warm start (same data dir
// again) of the built server, measured from spawn to the first healthy /api/health.
import { writeFileSync } from 'node:fs';
import { median, startBuiltServer } from './lib/server.ts';

const runs = 5;
const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < runs; i++) {
  const first = await startBuiltServer({ port: 3290 });
  cold.push(first.readyMs);
  await first.server.stop();
  const second = await startBuiltServer({ port: 3290, dataDir: first.server.dataDir });
  warm.push(second.readyMs);
  await second.server.stop();
}

const result = {
  benchmark: 'startup',
  runs,
  coldStartMs: { median: Math.round(median(cold)), max: Math.round(Math.max(...cold)) },
  warmStartMs: { median: Math.round(median(warm)), max: Math.round(Math.max(...warm)) },
  node: process.version,
  measuredAt: new Date().toISOString(),
};
console.info('| start | median | max |\n|---|---|---|');
console.info(`| cold (empty data dir) | ${result.coldStartMs.median} ms | ${result.coldStartMs.max} ms |`);
console.info(`| warm | ${result.warmStartMs.median} ms | ${result.warmStartMs.max} ms |`);
writeFileSync('bench/results/startup.json', `${JSON.stringify(result, null, 2)}\n`);
