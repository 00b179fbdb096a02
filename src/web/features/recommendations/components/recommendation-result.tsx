import { formatDate } from '#web/lib/format-date.ts';
import { groupByCategory } from '#web/lib/group-by-category.ts';
import type { FileAction, FilePriority, Recommendation, RecommendationFile } from '../api/recommendations';
import { ActionBadge, actionLabels, PriorityBadge, priorityMeanings } from './file-badges';

function count<T extends string>(files: RecommendationFile[], key: 'priority' | 'action', value: T) {
  return files.filter((file) => file[key] === value).length;
}

/**
 * The active recommendation: its summary and counts, the recommended files by category with priority,
 * action and description, and the files no longer recommended, struck through.
 */
export function RecommendationResult({
  recommendation,
}: {
  recommendation: Recommendation & { files: RecommendationFile[] };
}) {
  const kept = recommendation.files.filter((file) => file.action !== 'remove');
  const removed = recommendation.files.filter((file) => file.action === 'remove');
  const groups = groupByCategory(kept);
  const priorities: FilePriority[] = ['high', 'medium', 'low'];
  const actions: FileAction[] = ['new', 'updated', 'unchanged', 'remove'];

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-label="Summary"
        className="flex flex-col gap-3 rounded-md border border-border bg-muted/40 p-3"
      >
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-muted-foreground">Recommended files</dt>
            <dd className="text-lg font-semibold tabular-nums">{kept.length}</dd>
          </div>
          {priorities.map((priority) => (
            <div key={priority}>
              <dt className="text-xs text-muted-foreground">
                {priority === 'high'
                  ? 'High priority'
                  : priority === 'medium'
                    ? 'Medium priority'
                    : 'Low priority'}
              </dt>
              <dd className="text-lg font-semibold tabular-nums">{count(kept, 'priority', priority)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          Based on {recommendation.answeredQuestions} of {recommendation.totalQuestions} answered questions
          {recommendation.governanceAreas.length > 0 &&
            ` across ${recommendation.governanceAreas.length} governance areas`}
          {recommendation.completedAt && `, generated ${formatDate(recommendation.completedAt)}`}.
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">Compared with the previous recommendation:</span>
          {actions.map((action) => (
            <span key={action} className="tabular-nums">
              {action === 'remove' ? 'No longer recommended' : actionLabels[action]}{' '}
              {count(recommendation.files, 'action', action)}
            </span>
          ))}
        </p>
        {recommendation.promptSummary && (
          <p className="text-sm leading-relaxed whitespace-pre-line">{recommendation.promptSummary}</p>
        )}
      </section>

      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">High</span>: {priorityMeanings.high}.{' '}
        <span className="font-medium text-foreground">Medium</span>: {priorityMeanings.medium}.{' '}
        <span className="font-medium text-foreground">Low</span>: {priorityMeanings.low}.
      </p>

      {kept.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No documents are recommended for these answers. Answer more questions, then update the
          recommendation.
        </p>
      ) : (
        groups.map((group) => <FileGroup key={group.category} title={group.category} files={group.files} />)
      )}

      {removed.length > 0 && <FileGroup title="No longer recommended" files={removed} struck />}
    </div>
  );
}

function FileGroup({
  title,
  files,
  struck = false,
}: {
  title: string;
  files: RecommendationFile[];
  struck?: boolean;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="flex items-baseline gap-2 text-sm font-semibold">
        {title}
        <span className="text-xs font-normal text-muted-foreground tabular-nums">{files.length}</span>
      </h3>
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {files.map((file) => (
          <li key={file.id} data-action={file.action} className="flex flex-col gap-1 px-3 py-2.5">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span
                className={
                  struck ? 'text-sm font-medium text-muted-foreground line-through' : 'text-sm font-medium'
                }
              >
                {file.fileName}
              </span>
              <span className="ml-auto flex items-center gap-1.5">
                {!struck && <PriorityBadge priority={file.priority} />}
                <ActionBadge action={file.action} />
              </span>
            </div>
            <p className="text-xs leading-relaxed text-muted-foreground">{file.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
