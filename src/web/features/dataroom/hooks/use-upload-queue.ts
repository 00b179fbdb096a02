import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type DataRoomFile, dataRoomFilesQuery } from '../api/data-room';
import { ensureVectorStore } from '../api/ensure-vector-store';
import { uploadDataRoomFile } from '../api/upload-data-room-file';

/** Spec 2 §4 and §9: a short pause after each upload when several are sent. */
export const PAUSE_BETWEEN_UPLOADS_MS = 100;

/** A file on its way to the server; once stored it leaves the queue and the server's list shows it. */
export type QueuedUpload = {
  key: string;
  file: File;
  /** Bytes sent so far. */
  sent: number;
  state: 'waiting' | 'sending' | 'failed';
  error: string | null;
};

/**
 * Sends files one after another (never sixty requests at once), each with its own progress from
 * XMLHttpRequest's upload events, at most one render per animation frame. A stored file goes
 * straight into the files list, whose polling then follows it through the pipeline; the files
 * uploaded here are remembered so `useUploadOutcomes` can say how each one ended.
 */
export function useUploadQueue(
  accountId: string,
  {
    onStored,
    canCreateVectorStore,
  }: { onStored: (file: DataRoomFile) => void; canCreateVectorStore: boolean },
) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const queue = useRef<QueuedUpload[]>([]);
  const running = useRef(false);
  const aborter = useRef<AbortController | null>(null);
  const frame = useRef(0);
  const onStoredRef = useRef(onStored);
  onStoredRef.current = onStored;

  const publish = useCallback(() => setItems([...queue.current]), []);
  const publishSoon = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      publish();
    });
  }, [publish]);

  useEffect(
    () => () => {
      aborter.current?.abort();
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  const update = useCallback((key: string, change: Partial<QueuedUpload>) => {
    queue.current = queue.current.map((item) => (item.key === key ? { ...item, ...change } : item));
  }, []);

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    aborter.current = new AbortController();
    const { signal } = aborter.current;
    try {
      const first = queue.current.find((item) => item.state === 'waiting');
      if (first) {
        await ensureVectorStore(queryClient, accountId, {
          firstFile: first.file.name,
          canCreate: canCreateVectorStore,
        });
      }
      for (;;) {
        const next = queue.current.find((item) => item.state === 'waiting');
        if (!next || signal.aborted) return;
        update(next.key, { state: 'sending' });
        publish();
        try {
          const stored = await uploadDataRoomFile(accountId, next.file, {
            signal,
            onProgress: (sent) => {
              update(next.key, { sent });
              publishSoon();
            },
          });
          queryClient.setQueryData(dataRoomFilesQuery(accountId).queryKey, (current) => ({
            files: [stored, ...(current?.files ?? []).filter((file) => file.id !== stored.id)],
          }));
          onStoredRef.current(stored);
          queue.current = queue.current.filter((item) => item.key !== next.key);
        } catch (error) {
          if (signal.aborted) return;
          const reason = error instanceof ApiError ? error.message : 'The upload failed';
          update(next.key, { state: 'failed', error: reason });
          toast.error(dataRoomMessages.uploadFailed(next.file.name, reason));
          if (error instanceof ApiError && error.code === 'no_recommendation') {
            // Every other file would be refused the same way.
            for (const item of queue.current) {
              if (item.state === 'waiting') update(item.key, { state: 'failed', error: reason });
            }
          }
        }
        publish();
        await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_UPLOADS_MS));
      }
    } finally {
      running.current = false;
    }
  }, [accountId, canCreateVectorStore, publish, publishSoon, queryClient, update]);

  const enqueue = useCallback(
    (files: readonly File[]) => {
      const added = files.map<QueuedUpload>((file) => ({
        key: `upload-${crypto.randomUUID()}`,
        file,
        sent: 0,
        state: 'waiting',
        error: null,
      }));
      queue.current = [...queue.current, ...added];
      publish();
      void drain();
    },
    [drain, publish],
  );

  const dismiss = useCallback(
    (key: string) => {
      queue.current = queue.current.filter((item) => item.key !== key || item.state === 'sending');
      publish();
    },
    [publish],
  );

  return { items, enqueue, dismiss };
}
