import { FileText, Trash2, UserCheck } from 'lucide-react';
import { memo } from 'react';
import { formatFileSize } from '#domain/data-room.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { DataRoomFile } from '../api/data-room';
import { MatchStatus } from './match-status';

type UploadedFileRowProps = {
  file: DataRoomFile;
  /** The recommended file it fulfils, by name, or null. */
  matchedName: string | null;
  canChange: boolean;
  onOpen: (fileId: string) => void;
  onDelete: (file: DataRoomFile) => void;
};

/** One uploaded file: its name (opens its details), size, where it stands, and delete. Kept light: sixty render at once. */
export const UploadedFileRow = memo(function UploadedFileRow({
  file,
  matchedName,
  canChange,
  onOpen,
  onDelete,
}: UploadedFileRowProps) {
  return (
    <li
      className="flex items-start gap-3 px-3 py-2.5"
      data-testid="uploaded-file"
      data-file-name={file.fileName}
      data-status={file.status}
    >
      <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <button
          type="button"
          onClick={() => onOpen(file.id)}
          // relative: the hidden ', view details' is placed inside the cut-off name, not past the page's edge.
          className="relative cursor-pointer truncate text-left text-sm font-medium hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-ring"
          title={file.fileName}
        >
          {file.fileName}
          <span className="sr-only">, view details</span>
        </button>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="tabular-nums">{formatFileSize(file.fileSize)}</span>
          <MatchStatus file={file} />
          {file.status === 'complete' && matchedName && <span className="truncate">{matchedName}</span>}
          {file.correction?.by && (
            <span className="inline-flex items-center gap-1" title={`Match set by ${file.correction.by}`}>
              <UserCheck className="size-3" aria-hidden="true" />
              Set by {file.correction.by}
            </span>
          )}
        </div>
        {file.status === 'failed' && file.errorMessage && (
          <p className="text-xs text-destructive">{file.errorMessage}</p>
        )}
      </div>
      {canChange && (
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={`Delete ${file.fileName}`}
          onClick={() => onDelete(file)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
});
