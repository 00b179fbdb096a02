import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The store the configuration selects: S3 when S3_BUCKET is set, else `DATA_DIR/files`. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage)
    : createDiskStorage(path.resolve(config.dataDir, 'files'));
}
