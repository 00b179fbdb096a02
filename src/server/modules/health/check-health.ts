import type { AppDeps } from '#server/app-env.ts';

/** Database and worker readiness, for load balancers and the start-up benchmark. */
export async function checkHealth(deps: AppDeps) {
  let database: 'ok' | 'unavailable' = 'ok';
  try {
    await deps.database.executeSql('SELECT 1');
  } catch {
    database = 'unavailable';
  }
  const worker = deps.workerState();
  const ready = database === 'ok' && (worker === 'ready' || worker === 'disabled');
  return {
    status: ready ? ('ok' as const) : ('unavailable' as const),
    database,
    databaseKind: deps.database.kind,
    worker,
    search: deps.hasVectorSearch ? ('vector' as const) : ('full-text' as const),
  };
}
