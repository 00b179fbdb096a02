import { randomBytes } from 'node:crypto';

/**
 * `{companyId}/{timestamp}-{random}-{file name}` (spec 1 §7, bucket data-room-files). The name is
 * reduced to safe characters: keys are built by Keel, never taken from a request as they are.
 */
export function dataRoomStorageKey(companyId: string, fileName: string, now = Date.now()): string {
  const safeName =
    fileName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^[._]+/, '')
      .slice(-120) || 'file';
  return `data-room-files/${companyId}/${now}-${randomBytes(6).toString('hex')}-${safeName}`;
}

/** Every object of a company, for deleting them all with the account. */
export function dataRoomStoragePrefix(companyId: string): string {
  return `data-room-files/${companyId}/`;
}
