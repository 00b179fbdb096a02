import { ChevronRight } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { groupByCategory } from '#web/lib/group-by-category.ts';
import type { RecommendedFile, RecommendedFileFulfilment } from '../api/data-room';
import { FulfilmentBadge } from './fulfilment-badge';

const priorityTones = { high: 'red', medium: 'yellow', low: 'grey' } as const;
const priorityLabels = { high: 'High', medium: 'Medium', low: 'Low' } as const;

type RecommendedFilesListProps = {
  files: readonly RecommendedFile[];
  fulfilment: ReadonlyMap<string, RecommendedFileFulfilment>;
  onViewDetails: (recommendedFileId: string) => void;
};

/** The left-hand side: what the data room should hold, by category, each with its fulfilment at a glance. */
export function RecommendedFilesList({ files, fulfilment, onViewDetails }: RecommendedFilesListProps) {
  const groups = groupByCategory(files);
  const fulfilled = files.filter((file) => fulfilment.get(file.id)?.fulfilment === 'fulfilled').length;
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>Recommended Files</CardTitle>
        <CardDescription>
          {fulfilled} of {files.length} fulfilled. Open a file to see why it matters and which uploads fulfil
          it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 p-4 sm:p-6">
        {files.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No documents are recommended for these answers. Answer more questions, then update the
            recommendation.
          </p>
        )}
        {groups.map((group) => {
          const done = group.files.filter(
            (file) => fulfilment.get(file.id)?.fulfilment === 'fulfilled',
          ).length;
          return (
            <details key={group.category} open className="group">
              <summary className="flex cursor-pointer list-none items-center gap-2 rounded-sm py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">{group.category}</span>
                <span className="text-xs font-normal text-muted-foreground tabular-nums">
                  {done} of {group.files.length} fulfilled
                </span>
              </summary>
              <ul
                aria-label={group.category}
                className="mt-2 flex flex-col divide-y divide-border rounded-md border border-border"
              >
                {group.files.map((file) => (
                  <RecommendedFileRow
                    key={file.id}
                    file={file}
                    state={fulfilment.get(file.id)}
                    onViewDetails={onViewDetails}
                  />
                ))}
              </ul>
            </details>
          );
        })}
      </CardContent>
    </Card>
  );
}

function RecommendedFileRow({
  file,
  state,
  onViewDetails,
}: {
  file: RecommendedFile;
  state: RecommendedFileFulfilment | undefined;
  onViewDetails: (recommendedFileId: string) => void;
}) {
  return (
    <li
      data-testid="recommended-file"
      data-file-name={file.fileName}
      data-fulfilment={state?.fulfilment ?? 'unfulfilled'}
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2"
    >
      <span className="min-w-0 flex-1 basis-48 text-sm font-medium">{file.fileName}</span>
      <span className="flex items-center gap-1.5">
        <Badge tone={priorityTones[file.priority]}>
          {priorityLabels[file.priority]}
          <span className="sr-only"> priority</span>
        </Badge>
        <FulfilmentBadge
          fulfilment={state?.fulfilment ?? 'unfulfilled'}
          bestConfidence={state?.bestConfidence ?? null}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => onViewDetails(file.id)}
          aria-label={`View Details of ${file.fileName}`}
        >
          View Details
        </Button>
      </span>
    </li>
  );
}
