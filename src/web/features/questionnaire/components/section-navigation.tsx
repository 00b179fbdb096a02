import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { DataRoomButton } from './data-room-button';

/** Previous Section / Next Section; on the last section the data room button takes Next's place. */
export function SectionNavigation({
  accountId,
  index,
  count,
  isComplete,
  remaining,
  onGo,
}: {
  accountId: string;
  index: number;
  count: number;
  isComplete: boolean;
  remaining: number;
  onGo: (index: number) => void;
}) {
  const isLast = index === count - 1;
  return (
    <nav
      aria-label="Section navigation"
      className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <Button variant="outline" onClick={() => onGo(index - 1)} disabled={index === 0}>
        <ArrowLeft aria-hidden="true" />
        Previous Section
      </Button>
      {isLast ? (
        <DataRoomButton accountId={accountId} isComplete={isComplete} remaining={remaining} />
      ) : (
        <Button onClick={() => onGo(index + 1)}>
          Next Section
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
