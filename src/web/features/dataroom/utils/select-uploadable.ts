import { hasAcceptedExtension } from '#domain/data-room.ts';

/**
 * Splits what was dropped or picked into the documents to upload and the rest. Hidden and system
 * files a folder carries (.DS_Store, Thumbs.db, Office's ~$ lock files) are dropped silently; other
 * files of a kind Keel does not read are named back to the user.
 */
export function selectUploadable(files: readonly File[]) {
  const accepted: File[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    if (file.name.startsWith('.') || file.name.startsWith('~$') || file.name === 'Thumbs.db') continue;
    if (hasAcceptedExtension(file.name)) accepted.push(file);
    else skipped.push(file.name);
  }
  return { accepted, skipped };
}
