import { CircleCheck, Clock } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import type { Section } from '../utils/build-sections';

/**
 * The eleven sections in the spec's order, each with its answered count ('3/7') and, when some of its
 * answers have expired, a badge. The chosen one is marked as the current step.
 */
export function SectionList({
  sections,
  current,
  onSelect,
}: {
  sections: Section[];
  current: number;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Questionnaire sections">
      <ol className="flex flex-col gap-0.5">
        {sections.map((section, index) => {
          const isCurrent = index === current;
          const complete = section.total > 0 && section.answered === section.total;
          return (
            <li key={section.area}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm transition-colors',
                  'hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  isCurrent ? 'bg-primary-soft font-medium text-primary-soft-foreground' : 'text-foreground',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-semibold tabular-nums',
                    complete
                      ? 'text-success'
                      : isCurrent
                        ? 'bg-primary text-primary-foreground'
                        : 'bg-muted text-muted-foreground',
                  )}
                >
                  {complete ? <CircleCheck className="size-5" /> : index + 1}
                </span>
                <span className="min-w-0 flex-1 leading-snug">{section.area}</span>
                {section.expired > 0 && (
                  <Badge tone="red" className="px-1.5" title={`${section.expired} expired`}>
                    <Clock aria-hidden="true" />
                    {section.expired}
                    <span className="sr-only"> expired</span>
                  </Badge>
                )}
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  <span aria-hidden="true">
                    {section.answered}/{section.total}
                  </span>
                  <span className="sr-only">
                    , {section.answered} of {section.total} answered
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
