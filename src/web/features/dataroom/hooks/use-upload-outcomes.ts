import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { type IngestionStatus, isIngestionFinished } from '#domain/data-room.ts';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import type { DataRoomFile } from '../api/data-room';

/**
 * Says how each file uploaded from this page ended (spec 2 §8): '{file} uploaded and analyzed
 * successfully', or 'Analysis failed for {file}' with the reason; a file that failed while being
 * indexed for search says 'Vector store upload failed for {file}'. Files uploaded by colleagues or
 * in another tab are shown in the list but not announced.
 */
export function useUploadOutcomes(files: readonly DataRoomFile[] | undefined) {
  const watched = useRef(new Map<string, IngestionStatus>());

  const watch = useCallback((file: DataRoomFile) => {
    if (isIngestionFinished(file.status)) announce(file, file.status);
    else watched.current.set(file.id, file.status);
  }, []);

  useEffect(() => {
    if (!files) return;
    const present = new Set<string>();
    for (const file of files) {
      present.add(file.id);
      const before = watched.current.get(file.id);
      if (before === undefined) continue;
      if (isIngestionFinished(file.status)) {
        watched.current.delete(file.id);
        announce(file, before);
      } else {
        watched.current.set(file.id, file.status);
      }
    }
    // A file deleted before it finished is no longer awaited.
    for (const id of watched.current.keys()) if (!present.has(id)) watched.current.delete(id);
  }, [files]);

  return watch;
}

function announce(file: DataRoomFile, lastStage: IngestionStatus) {
  if (file.status === 'complete') {
    toast.success(dataRoomMessages.uploadedAndAnalyzed(file.fileName));
    return;
  }
  const title =
    lastStage === 'indexing'
      ? dataRoomMessages.vectorStoreUploadFailed(file.fileName)
      : dataRoomMessages.analysisFailed(file.fileName);
  toast.error(title, file.errorMessage ? { description: file.errorMessage } : undefined);
}
