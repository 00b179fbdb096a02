import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import type { DataRoomFile } from '../api/data-room';
import type { QueuedUpload } from '../hooks/use-upload-queue';
import { QueuedUploadRow } from './queued-upload-row';
import { UploadDropZone } from './upload-drop-zone';
import { UploadedFileRow } from './uploaded-file-row';

type UploadedFilesPanelProps = {
  files: DataRoomFile[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  uploads: QueuedUpload[];
  onFiles: (files: File[]) => void;
  onDismissUpload: (key: string) => void;
  /** Shown in the drop zone while uploading is refused (no recommendation yet). */
  uploadNote?: string | undefined;
  recommendedNames: ReadonlyMap<string, string>;
  canChange: (file: DataRoomFile) => boolean;
  onOpenFile: (fileId: string) => void;
  onDeleteFile: (file: DataRoomFile) => void;
  className?: string;
};

/** The right-hand panel: the drop zone, files on their way up, and every uploaded file. */
export function UploadedFilesPanel(props: UploadedFilesPanelProps) {
  const { files, uploads } = props;
  const working = files?.filter((file) => file.status !== 'complete' && file.status !== 'failed').length ?? 0;
  return (
    <Card className={cn('flex min-w-0 flex-col lg:sticky lg:top-4', props.className)}>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>Uploaded Files</CardTitle>
        <CardDescription>
          {files
            ? `${files.length} ${files.length === 1 ? 'file' : 'files'}${working ? `, ${working} being analyzed` : ''}${uploads.length ? `, ${uploads.length} to upload` : ''}`
            : 'Your documents, checked against the recommended files.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        <UploadDropZone onFiles={props.onFiles} note={props.uploadNote} />
        {props.failed && !files ? (
          <LoadError message={dataRoomMessages.fetchFilesFailed} onRetry={props.onRetry} />
        ) : props.loading ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">Loading files…</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : files?.length === 0 && uploads.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No files uploaded yet. Each document you add is read, indexed for search and matched to the
            recommended file it fulfils.
          </p>
        ) : (
          <ul
            aria-label="Uploaded files"
            className="flex max-h-[36rem] lg:max-h-[calc(100dvh-22rem)] flex-col divide-y divide-border overflow-y-auto rounded-md border border-border"
          >
            {uploads.map((upload) => (
              <QueuedUploadRow key={upload.key} upload={upload} onDismiss={props.onDismissUpload} />
            ))}
            {files?.map((file) => (
              <UploadedFileRow
                key={file.id}
                file={file}
                matchedName={
                  file.matchedFileId ? (props.recommendedNames.get(file.matchedFileId) ?? null) : null
                }
                canChange={props.canChange(file)}
                onOpen={props.onOpenFile}
                onDelete={props.onDeleteFile}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
