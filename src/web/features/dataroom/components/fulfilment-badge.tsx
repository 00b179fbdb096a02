import { CircleCheck, CircleDashed, CircleDot } from 'lucide-react';
import { confidencePercent, type Fulfilment } from '#domain/data-room.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const looks = {
  fulfilled: { label: 'Fulfilled', tone: 'green', Icon: CircleCheck },
  partial: { label: 'Partial', tone: 'yellow', Icon: CircleDot },
  unfulfilled: { label: 'Unfulfilled', tone: 'grey', Icon: CircleDashed },
} as const;

/** Spec 2 §4: fulfilled at a best match of 0.8 or more, partial from 0.5, else unfulfilled. */
export function FulfilmentBadge({
  fulfilment,
  bestConfidence,
}: {
  fulfilment: Fulfilment;
  bestConfidence: number | null;
}) {
  const { label, tone, Icon } = looks[fulfilment];
  return (
    <Badge tone={tone} data-fulfilment={fulfilment}>
      <Icon aria-hidden="true" />
      {label}
      {bestConfidence != null && bestConfidence > 0 && (
        <span className="tabular-nums">· {confidencePercent(bestConfidence)}%</span>
      )}
    </Badge>
  );
}
