import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import { useLoadErrorToast } from '#web/components/load-error.tsx';
import {
  type ActiveRecommendation,
  type DataRoomFile,
  dataRoomSummaryQuery,
  useDataRoomFiles,
  useDataRoomSummary,
} from '../api/data-room';
import { useCorrectMatch } from '../api/use-correct-match';
import { useUploadOutcomes } from '../hooks/use-upload-outcomes';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { selectUploadable } from '../utils/select-uploadable';
import { DataRoomFirstSteps } from './data-room-first-steps';
import { DeleteFileDialog } from './delete-file-dialog';
import { FileDetailsDialog } from './file-details-dialog';
import { RecommendedFileDialog } from './recommended-file-dialog';
import { RecommendedFilesList } from './recommended-files-list';
import { UploadedFilesPanel } from './uploaded-files-panel';

/** How long the list keeps polling after the server starts matching finished files again. */
const REMATCH_POLL_MS = 30_000;

type DataRoomFilesTabProps = {
  accountId: string;
  /** The active recommendation with its files; null when there is none (yet). */
  recommendation: ActiveRecommendation | null;
  /** The signed-in user, and whether they manage the account (they may change anyone's file). */
  viewer: { id: string | undefined; canManage: boolean };
  answered: { answered: number; total: number } | null;
  /** A file to show in its details dialog (a search result or a score quote asked for it), then `onFileShown`. */
  requestedFileId?: string | null;
  onFileShown?: () => void;
};

/**
 * The 'Files & Recommendations' tab: recommended files with their fulfilment on the left, the uploaded
 * files with the drop zone on the right, and the two details dialogs.
 */
export function DataRoomFilesTab({
  accountId,
  recommendation,
  viewer,
  answered,
  requestedFileId = null,
  onFileShown,
}: DataRoomFilesTabProps) {
  const queryClient = useQueryClient();
  const files = useDataRoomFiles(accountId);
  const summary = useDataRoomSummary(accountId);
  const watch = useUploadOutcomes(files.data?.files);
  const uploads = useUploadQueue(accountId, { onStored: watch, canCreateVectorStore: viewer.canManage });
  const correct = useCorrectMatch(accountId);
  const [recommendedOpen, setRecommendedOpen] = useState<string | null>(null);
  const [fileOpen, setFileOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DataRoomFile | null>(null);
  useLoadErrorToast(dataRoomMessages.fetchFilesFailed, files.isError);

  const recommended = useMemo(
    () => recommendation?.files.filter((file) => file.action !== 'remove') ?? [],
    [recommendation],
  );
  const recommendedNames = useMemo(
    () => new Map(recommended.map((file) => [file.id, file.fileName])),
    [recommended],
  );
  const fulfilment = useMemo(
    () => new Map(summary.data?.fulfilment.map((item) => [item.recommendedFileId, item])),
    [summary.data],
  );

  // Fulfilment and the score follow what the list shows of matches.
  const matchesSignature = files.data?.files
    .map((file) => `${file.id}:${file.status}:${file.matchedFileId}:${file.confidenceScore}`)
    .join('|');
  useEffect(() => {
    if (matchesSignature !== undefined) void queryClient.invalidateQueries(dataRoomSummaryQuery(accountId));
  }, [matchesSignature, accountId, queryClient]);

  // A new recommendation: the server matches every file again in the background.
  const recommendationId = recommendation?.id ?? null;
  const previousRecommendation = useRef(recommendationId);
  const { pollFor } = files;
  useEffect(() => {
    if (previousRecommendation.current === recommendationId) return;
    previousRecommendation.current = recommendationId;
    pollFor(REMATCH_POLL_MS);
    void queryClient.invalidateQueries(dataRoomSummaryQuery(accountId));
  }, [recommendationId, pollFor, accountId, queryClient]);

  const onFiles = useCallback(
    (picked: File[]) => {
      if (!recommendation) {
        toast.error(dataRoomMessages.selectRecommendationFirst);
        return;
      }
      const { accepted, skipped } = selectUploadable(picked);
      if (skipped.length > 0) {
        const names =
          skipped.length > 3
            ? `${skipped.slice(0, 3).join(', ')} and ${skipped.length - 3} more`
            : skipped.join(', ');
        toast.error(dataRoomMessages.uploadFailed(names, dataRoomMessages.unsupportedType));
      }
      if (accepted.length > 0) uploads.enqueue(accepted);
    },
    [recommendation, uploads.enqueue],
  );

  const canChange = useCallback(
    (file: DataRoomFile) => viewer.canManage || (viewer.id !== undefined && file.uploadedBy === viewer.id),
    [viewer.canManage, viewer.id],
  );
  const openFile = useCallback((fileId: string) => {
    setRecommendedOpen(null);
    setFileOpen(fileId);
  }, []);

  useEffect(() => {
    if (!requestedFileId) return;
    openFile(requestedFileId);
    onFileShown?.();
  }, [requestedFileId, openFile, onFileShown]);

  const list = files.data?.files;
  const openedFile = list?.find((file) => file.id === fileOpen) ?? null;
  const openedRecommended = recommended.find((file) => file.id === recommendedOpen) ?? null;
  const fulfilling = useMemo(() => {
    const ids = recommendedOpen ? (fulfilment.get(recommendedOpen)?.fileIds ?? []) : [];
    return ids.map((id) => list?.find((file) => file.id === id)).filter((file) => file !== undefined);
  }, [recommendedOpen, fulfilment, list]);

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {recommendation ? (
        <RecommendedFilesList
          files={recommended}
          fulfilment={fulfilment}
          onViewDetails={setRecommendedOpen}
        />
      ) : (
        <DataRoomFirstSteps accountId={accountId} answered={answered} />
      )}
      <UploadedFilesPanel
        files={list}
        loading={files.isPending}
        failed={files.isError}
        onRetry={() => void files.refetch()}
        uploads={uploads.items}
        onFiles={onFiles}
        onDismissUpload={uploads.dismiss}
        uploadNote={recommendation ? undefined : dataRoomMessages.selectRecommendationFirst}
        recommendedNames={recommendedNames}
        canChange={canChange}
        onOpenFile={openFile}
        onDeleteFile={setDeleting}
        // On a phone the uploads come first: the recommended list can be a hundred files long.
        className={recommendation ? 'order-first lg:order-none' : undefined}
      />
      <RecommendedFileDialog
        file={openedRecommended}
        fulfilment={recommendedOpen ? fulfilment.get(recommendedOpen) : undefined}
        fulfillingFiles={fulfilling}
        onOpenChange={(open) => !open && setRecommendedOpen(null)}
        onViewFile={openFile}
      />
      <FileDetailsDialog
        file={openedFile}
        recommendedFiles={recommended}
        canChange={openedFile ? canChange(openedFile) : false}
        saving={correct.isPending}
        onCorrect={(correction) => {
          if (!openedFile) return;
          correct.mutate(
            { fileId: openedFile.id, correction },
            { onSuccess: () => correction.kind === 'engine' && pollFor(REMATCH_POLL_MS) },
          );
        }}
        onOpenChange={(open) => !open && setFileOpen(null)}
      />
      <DeleteFileDialog accountId={accountId} file={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
