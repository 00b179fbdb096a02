import { CloudUpload, X } from 'lucide-react';
import { memo } from 'react';
import { formatFileSize } from '#domain/data-room.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import type { QueuedUpload } from '../hooks/use-upload-queue';

/** A file not yet stored: waiting its turn, sending (bytes sent of its size), or refused with the reason. */
export const QueuedUploadRow = memo(function QueuedUploadRow({
  upload,
  onDismiss,
}: {
  upload: QueuedUpload;
  onDismiss: (key: string) => void;
}) {
  const { file, sent, state, error } = upload;
  const percent = file.size > 0 ? Math.min(100, Math.round((sent / file.size) * 100)) : 0;
  return (
    <li
      className="flex items-start gap-3 px-3 py-2.5"
      data-testid="queued-upload"
      data-file-name={file.name}
      data-state={state}
    >
      <CloudUpload className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="truncate text-sm font-medium" title={file.name}>
          {file.name}
        </span>
        {state === 'failed' ? (
          <p className="text-xs text-destructive">{error}</p>
        ) : state === 'waiting' ? (
          <span className="text-xs text-muted-foreground">
            Waiting to upload · <span className="tabular-nums">{formatFileSize(file.size)}</span>
          </span>
        ) : (
          <>
            <span className="text-xs text-muted-foreground tabular-nums">
              Uploading {percent}% · {formatFileSize(sent)} of {formatFileSize(file.size)}
            </span>
            <Progress value={percent} aria-label={`Uploading ${file.name}`} className="h-1.5" />
          </>
        )}
      </div>
      {state === 'failed' ? (
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={`Dismiss ${file.name}`}
          onClick={() => onDismiss(upload.key)}
        >
          <X aria-hidden="true" />
        </Button>
      ) : (
        <Badge tone="blue" className="shrink-0">
          {state === 'waiting' ? 'Queued' : 'Uploading'}
        </Badge>
      )}
    </li>
  );
});
