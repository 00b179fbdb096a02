import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { DisabledReason } from '#web/components/disabled-reason.tsx';
import { Button } from '#web/components/ui/button.tsx';

export const DATA_ROOM_LOCKED = 'Complete all questions to proceed';
export const DATA_ROOM_READY = 'Go to Step 2: Data Room';

/**
 * Spec §5: the way on to the data room, enabled only when every question has an answer; its text is
 * the spec's hint for either state.
 */
export function DataRoomButton({
  accountId,
  isComplete,
  remaining,
}: {
  accountId: string;
  isComplete: boolean;
  /** Questions still without an answer. */
  remaining: number;
}) {
  const navigate = useNavigate();
  if (!isComplete) {
    const reason =
      remaining === 1 ? '1 question still needs an answer.' : `${remaining} questions still need an answer.`;
    return (
      <DisabledReason reason={reason}>
        <Button disabled>{DATA_ROOM_LOCKED}</Button>
      </DisabledReason>
    );
  }
  return (
    <Button onClick={() => navigate(paths.dataRoom(accountId))}>
      {DATA_ROOM_READY}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
