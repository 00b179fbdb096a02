import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { type DataRoomFile, dataRoomFilesQuery, dataRoomSummaryQuery } from './data-room';

/** DELETE …/data-room/files/:fileId; the list drops the file at once, the summary is reloaded. */
export function useDeleteDataRoomFile(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Pick<DataRoomFile, 'id' | 'fileName'>) =>
      apiFetch<{ success: boolean; fileName: string }>(paths.api.dataRoomFile(accountId, file.id), {
        method: 'DELETE',
      }),
    onSuccess: (_result, file) => {
      queryClient.setQueryData(dataRoomFilesQuery(accountId).queryKey, (current) =>
        current ? { files: current.files.filter((f) => f.id !== file.id) } : current,
      );
      void queryClient.invalidateQueries(dataRoomSummaryQuery(accountId));
      toast.success(dataRoomMessages.deleted(file.fileName));
    },
    onError: (error, file) => {
      const description = error instanceof ApiError && error.status !== 500 ? error.message : undefined;
      toast.error(dataRoomMessages.deleteFailed(file.fileName), description ? { description } : undefined);
    },
  });
}
