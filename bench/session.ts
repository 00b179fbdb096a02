// Authenticated GET latency and throughput: a verified, signed-in user's GET /api/me under
// autocannon with 32 connections (session lookup, renewal check and a profile read per request).
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile, startBuiltServer } from './lib/server.ts';

const { server } = await startBuiltServer({ port: 3291 });
const headers = { 'content-type': 'application/json', origin: server.url };
const email = 'bench@example.com';
const password = 'bench-password-1';
try {
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: '' }),
  });
  const outbox = (await (await fetch(`${server.url}/api/outbox`)).json()) as { messages: { link: string }[] };
  await fetch(outbox.messages[0]!.link, { redirect: 'manual' });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const latencies: number[] = [];
  const result = await autocannon({
    url: `${server.url}/api/me`,
    connections: 32,
    duration: 10,
    headers: { cookie },
    setupClient: (client) =>
      client.on('response', (_status: number, _bytes: number, ms: number) => latencies.push(ms)),
  });
  const summary = {
    benchmark: 'session',
    connections: 32,
    durationSeconds: 10,
    requests: result.requests.total,
    non2xx: result.non2xx,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    },
    node: process.version,
    measuredAt: new Date().toISOString(),
  };
  console.info('| GET /api/me, 32 connections | value |\n|---|---|');
  console.info(`| throughput | ${summary.requestsPerSecond} req/s |`);
  console.info(
    `| p50 / p95 / p99 | ${summary.latencyMs.p50} / ${summary.latencyMs.p95} / ${summary.latencyMs.p99} ms |`,
  );
  console.info(`| non-2xx | ${summary.non2xx} |`);
  writeFileSync('bench/results/session.json', `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  await server.stop();
}
