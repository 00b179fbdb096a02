import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import type { RecommendedFile, RecommendedFileFulfilment } from '../api/data-room';
import { groupByCategory } from '../utils/group-recommended-files';
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
        {groups.map((group) => (
          <section key={group.category} aria-label={group.category} className="flex flex-col gap-2">
            <h3 className="flex items-baseline gap-2 text-sm font-semibold">
              {group.category}
              <span className="text-xs font-normal text-muted-foreground tabular-nums">
                {group.files.length}
              </span>
            </h3>
            <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
              {group.files.map((file) => {
                const state = fulfilment.get(file.id);
                return (
                  <li
                    key={file.id}
                    data-testid="recommended-file"
                    data-file-name={file.fileName}
                    data-fulfilment={state?.fulfilment ?? 'unfulfilled'}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2.5"
                  >
                    <span className="min-w-0 flex-1 basis-40 text-sm font-medium">{file.fileName}</span>
                    <span className="flex items-center gap-1.5">
                      <Badge tone={priorityTones[file.priority]}>
                        {priorityLabels[file.priority]}
                        <span className="sr-only"> priority</span>
                      </Badge>
                      <FulfilmentBadge
                        fulfilment={state?.fulfilment ?? 'unfulfilled'}
                        bestConfidence={state?.bestConfidence ?? null}
                      />
                      <Button variant="outline" size="sm" onClick={() => onViewDetails(file.id)}>
                        View Details
                        <span className="sr-only"> of {file.fileName}</span>
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
