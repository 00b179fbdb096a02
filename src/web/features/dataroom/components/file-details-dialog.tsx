import { formatFileSize } from '#domain/data-room.ts';
import type { CorrectFileMatchInput } from '#domain/schemas/data-room.ts';
import { Dialog, DialogFrame } from '#web/components/ui/dialog.tsx';
import { formatLongDate } from '#web/lib/format-date.ts';
import type { DataRoomFile, RecommendedFile } from '../api/data-room';
import { CorrectMatchControl } from './correct-match-control';
import { MatchStatus } from './match-status';

type FileDetailsDialogProps = {
  file: DataRoomFile | null;
  recommendedFiles: readonly RecommendedFile[];
  canChange: boolean;
  saving: boolean;
  onCorrect: (correction: CorrectFileMatchInput) => void;
  onOpenChange: (open: boolean) => void;
};

/** An uploaded file's details (spec 2 §2): name, size, upload date, match confidence and the AI analysis. */
export function FileDetailsDialog({
  file,
  recommendedFiles,
  canChange,
  saving,
  onCorrect,
  onOpenChange,
}: FileDetailsDialogProps) {
  const matched = file?.matchedFileId ? recommendedFiles.find((r) => r.id === file.matchedFileId) : undefined;
  return (
    <Dialog open={file !== null} onOpenChange={onOpenChange}>
      {file && (
        <DialogFrame
          className="max-w-xl grid-cols-[minmax(0,1fr)]"
          title={<span className="break-all">{file.fileName}</span>}
          description="File details and Keel’s analysis."
        >
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Detail term="Size">{formatFileSize(file.fileSize)}</Detail>
            <Detail term="Uploaded">{formatLongDate(file.createdAt)}</Detail>
            <Detail term="Match confidence">
              <MatchStatus file={file} />
            </Detail>
            <Detail term="Matches">
              {file.status !== 'complete' ? '—' : matched ? matched.fileName : 'No recommended file'}
            </Detail>
          </dl>
          {file.status === 'failed' && (
            <p className="text-sm text-destructive">
              {file.errorMessage ?? 'This file could not be processed.'}
            </p>
          )}
          <section aria-label="AI analysis" className="flex flex-col gap-2 text-sm">
            <h3 className="text-xs font-medium text-muted-foreground">AI analysis</h3>
            {file.aiAnalysisSummary ? (
              <p className="leading-relaxed">{file.aiAnalysisSummary}</p>
            ) : (
              <p className="text-muted-foreground">
                {file.status === 'complete' || file.status === 'failed'
                  ? 'No analysis is available for this file.'
                  : 'Keel is still analyzing this file.'}
              </p>
            )}
            {file.aiReasoning && (
              <>
                <h3 className="text-xs font-medium text-muted-foreground">Reasoning</h3>
                <p className="leading-relaxed whitespace-pre-line">{file.aiReasoning}</p>
              </>
            )}
          </section>
          {file.status === 'complete' && canChange && (
            <CorrectMatchControl
              file={file}
              recommendedFiles={recommendedFiles}
              saving={saving}
              onCorrect={onCorrect}
            />
          )}
          {file.status === 'complete' && !canChange && file.correction && (
            <p className="text-xs text-muted-foreground">
              Match set by {file.correction.by ?? 'a former member'}.
            </p>
          )}
        </DialogFrame>
      )}
    </Dialog>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
