import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type BenchServer = { url: string; process: ChildProcess; dataDir: string; stop(): Promise<void> };

/** Starts the built server (dist/server/main.js) and resolves once /api/health answers 200. */
export async function startBuiltServer(options: { port: number; dataDir?: string }) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'keel-bench-'));
  const url = `http://localhost:${options.port}`;
  // A server left on the port would answer the health check and make the figures meaningless.
  const stale = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`Port ${options.port} is already in use: stop that server first.`);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(options.port), DATA_DIR: dataDir, APP_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  const server: BenchServer = {
    url,
    process: child,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return { server, readyMs };
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
