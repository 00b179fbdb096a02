import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where uploads and document extraction keep their temporary files. */
export const tempDirOf = (dataDir: string) => path.join(dataDir, 'tmp');

/**
 * Nothing lives in the temporary folder for an hour: an upload writes to its file as it arrives
 * and an extraction reads its copy within minutes, so an older file was left by a process that
 * ended mid-request. The age, not the process, decides: an API and a worker process may share the folder.
 */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Removes temporary files a crash left behind; run at start-up and every hour after. A file that
 * cannot be removed (held open, no permission) is counted and left for the next sweep; the others
 * still go.
 */
export async function clearStaleTempFiles(tempDir: string, now = Date.now()) {
  const names = await readdir(tempDir).catch(() => []);
  let removed = 0;
  const failed: string[] = [];
  for (const name of names) {
    const file = path.join(tempDir, name);
    const modified = await stat(file).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - modified < TEMP_FILE_MAX_AGE_MS) continue;
    await rm(file, { force: true, recursive: true }).then(
      () => removed++,
      () => failed.push(name),
    );
  }
  return { removed, failed };
}
