import { type ReactNode, useId } from 'react';
import { Tooltip } from './ui/tooltip';

/**
 * Explains why a control is disabled. A disabled button gets neither hover nor focus, so the reason
 * sits on a focusable wrapper: shown as a tooltip on hover and keyboard focus, and read out by
 * screen readers. Without a reason the control is returned as it is.
 */
export function DisabledReason({ reason, children }: { reason: string | null; children: ReactNode }) {
  const id = useId();
  if (!reason) return children;
  return (
    <Tooltip content={reason}>
      <span
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the wrapper takes focus so keyboard users reach the reason.
        tabIndex={0}
        aria-describedby={id}
        className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {children}
        <span id={id} className="sr-only">
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
