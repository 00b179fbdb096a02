import { FlaskConical } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';

/** Says plainly that no real payment happens here. */
export function SandboxNotice() {
  return (
    <Badge tone="yellow" className="w-fit">
      <FlaskConical aria-hidden="true" />
      Sandbox · no real payment
    </Badge>
  );
}
