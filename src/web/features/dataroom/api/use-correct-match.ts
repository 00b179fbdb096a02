import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CorrectFileMatchInput } from '#domain/schemas/data-room.ts';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { type DataRoomFile, dataRoomFilesQuery, dataRoomSummaryQuery } from './data-room';

export const MATCH_SAVED = 'Match updated';
export const MATCH_SAVE_FAILED = 'Failed to update the match';

/**
 * PUT …/data-room/files/:fileId/match: another recommended file, 'Not a match', or back to Keel's
 * own choice. The corrected file replaces the old one in the list; fulfilment and score reload.
 */
export function useCorrectMatch(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, correction }: { fileId: string; correction: CorrectFileMatchInput }) =>
      apiFetch<DataRoomFile>(paths.api.dataRoomFileMatch(accountId, fileId), {
        method: 'PUT',
        body: correction,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(dataRoomFilesQuery(accountId).queryKey, (current) =>
        current ? { files: current.files.map((f) => (f.id === updated.id ? updated : f)) } : current,
      );
      void queryClient.invalidateQueries(dataRoomSummaryQuery(accountId));
      toast.success(MATCH_SAVED);
    },
    onError: (error) => {
      toast.error(MATCH_SAVE_FAILED, error instanceof ApiError ? { description: error.message } : undefined);
    },
  });
}
