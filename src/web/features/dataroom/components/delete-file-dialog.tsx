import { ConfirmDialog } from '#web/components/ui/alert-dialog.tsx';
import type { DataRoomFile } from '../api/data-room';
import { useDeleteDataRoomFile } from '../api/use-delete-data-room-file';

/** Deleting asks first: the document, its search index and its match all go. */
export function DeleteFileDialog({
  accountId,
  file,
  onClose,
}: {
  accountId: string;
  file: DataRoomFile | null;
  onClose: () => void;
}) {
  const remove = useDeleteDataRoomFile(accountId);
  return (
    <ConfirmDialog
      open={file !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<>Delete {file?.fileName}?</>}
      description="The document is removed from the data room and from search, and no longer counts towards the recommended file it fulfils. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={(event) => {
        event.preventDefault();
        if (!file) return;
        remove.mutate(file, { onSettled: onClose });
      }}
      pending={remove.isPending}
    />
  );
}
