// Authenticated GET latency and throughput under autocannon with 32 connections, for a verified,
// signed-in user: GET /api/me (what every page asks; served from the per-session memory of ADR 6)
// and GET /api/accounts (one database query per request, nothing remembered).
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile, startBuiltServer } from './lib/server.ts';

const { server } = await startBuiltServer({ port: 3291 });
const headers = { 'content-type': 'application/json', origin: server.url };
const email = 'bench@example.com';
const password = 'bench-password-1';

async function measure(path: string, cookie: string) {
  const latencies: number[] = [];
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: 32,
    duration: 10,
    headers: { cookie },
    setupClient: (client) =>
      client.on('response', (_status: number, _bytes: number, ms: number) => latencies.push(ms)),
  });
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    path,
    requests: result.requests.total,
    non2xx: result.non2xx,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
    },
  };
}

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
  await fetch(`${server.url}/api/accounts`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: 'Bench Ltd' }),
  });

  const results = [await measure('/api/me', cookie), await measure('/api/accounts', cookie)];
  console.info(
    '| authenticated GET, 32 connections, 10 s | req/s | p50 | p95 | p99 | non-2xx |\n|---|---|---|---|---|---|',
  );
  for (const r of results) {
    console.info(
      `| ${r.path} | ${r.requestsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p95} ms | ${r.latencyMs.p99} ms | ${r.non2xx} |`,
    );
  }
  const summary = {
    benchmark: 'session',
    connections: 32,
    durationSeconds: 10,
    results,
    node: process.version,
    measuredAt: new Date().toISOString(),
  };
  writeFileSync('bench/results/session.json', `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  await server.stop();
}
