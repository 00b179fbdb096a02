import { Eye } from 'lucide-react';
import { priorityMeanings } from '#domain/data-room.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFrame } from '#web/components/ui/dialog.tsx';
import type { DataRoomFile, RecommendedFile, RecommendedFileFulfilment } from '../api/data-room';
import { FulfilmentBadge } from './fulfilment-badge';
import { ConfidenceBadge } from './match-status';

const actionLabels = {
  new: 'New: not in the previous recommendation',
  updated: 'Updated since the previous recommendation',
  unchanged: 'Unchanged since the previous recommendation',
  remove: 'No longer recommended',
} as const;
const priorityLabels = { high: 'High', medium: 'Medium', low: 'Low' } as const;

type RecommendedFileDialogProps = {
  file: RecommendedFile | null;
  fulfilment: RecommendedFileFulfilment | undefined;
  /** The uploads that fulfil it, best first. */
  fulfillingFiles: DataRoomFile[];
  onOpenChange: (open: boolean) => void;
  onViewFile: (fileId: string) => void;
};

/** A recommended file's details (spec 2 §2): description, action, priority and its meaning, the files fulfilling it. */
export function RecommendedFileDialog({
  file,
  fulfilment,
  fulfillingFiles,
  onOpenChange,
  onViewFile,
}: RecommendedFileDialogProps) {
  return (
    <Dialog open={file !== null} onOpenChange={onOpenChange}>
      {file && (
        <DialogFrame
          className="max-w-xl grid-cols-[minmax(0,1fr)]"
          title={file.fileName}
          description={file.category}
        >
          <div className="flex flex-col gap-4 text-sm">
            <div>
              <FulfilmentBadge
                fulfilment={fulfilment?.fulfilment ?? 'unfulfilled'}
                bestConfidence={fulfilment?.bestConfidence ?? null}
              />
            </div>
            <section aria-label="Description" className="flex flex-col gap-1">
              <h3 className="text-xs font-medium text-muted-foreground">Description</h3>
              <p className="leading-relaxed">{file.description}</p>
            </section>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <dt className="text-xs font-medium text-muted-foreground">Action</dt>
                <dd>{actionLabels[file.action]}</dd>
              </div>
              <div className="flex flex-col gap-1">
                <dt className="text-xs font-medium text-muted-foreground">Priority</dt>
                <dd className="flex flex-col gap-1">
                  <span>
                    <Badge
                      tone={file.priority === 'high' ? 'red' : file.priority === 'medium' ? 'yellow' : 'grey'}
                    >
                      {priorityLabels[file.priority]}
                    </Badge>
                  </span>
                  <span>{priorityMeanings[file.priority]}</span>
                </dd>
              </div>
            </dl>
            <section aria-label="Fulfilling files" className="flex flex-col gap-2">
              <h3 className="text-xs font-medium text-muted-foreground">Fulfilling files</h3>
              {fulfillingFiles.length === 0 ? (
                <p className="text-muted-foreground">
                  No uploaded file fulfils it yet. Upload the document and Keel will match it.
                </p>
              ) : (
                <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
                  {fulfillingFiles.map((uploaded) => (
                    <li key={uploaded.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                      <span className="min-w-0 flex-1 truncate font-medium" title={uploaded.fileName}>
                        {uploaded.fileName}
                      </span>
                      <ConfidenceBadge confidence={uploaded.confidenceScore} />
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => onViewFile(uploaded.id)}
                        aria-label={`View File ${uploaded.fileName}`}
                      >
                        <Eye aria-hidden="true" />
                        View File
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </DialogFrame>
      )}
    </Dialog>
  );
}
