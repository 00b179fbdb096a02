import { priorityMeanings } from '#domain/data-room.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { FileAction, FilePriority } from '../api/recommendations';

/** What each priority means, in spec 2 §9's words. */
export { priorityMeanings };

const priorityLabels: Record<FilePriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
const priorityTones = { high: 'red', medium: 'yellow', low: 'grey' } as const;

export function PriorityBadge({ priority }: { priority: FilePriority }) {
  return (
    <Badge tone={priorityTones[priority]} title={priorityMeanings[priority]}>
      {priorityLabels[priority]}
      <span className="sr-only"> priority</span>
    </Badge>
  );
}

export const actionLabels: Record<FileAction, string> = {
  new: 'New',
  updated: 'Updated',
  unchanged: 'Unchanged',
  remove: 'Remove',
};
const actionTones = { new: 'blue', updated: 'accent', unchanged: 'outline', remove: 'red' } as const;

/** How a file compares with the previous recommendation. */
export function ActionBadge({ action }: { action: FileAction }) {
  return (
    <Badge tone={actionTones[action]} data-action={action}>
      {actionLabels[action]}
    </Badge>
  );
}
