import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useFocusReturn } from '#web/lib/use-focus-return.ts';
import { buttonVariants } from './button';
import { modalClasses } from './modal-classes';

/**
 * The one shape every confirmation takes: a title, what will happen, Cancel and the confirming
 * (destructive) button. It must be answered: no click-outside dismissal, focus starts on Cancel.
 * Pass `trigger` to open it from a button, or `open`/`onOpenChange` to drive it yourself.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: ComponentProps<typeof AlertDialogPrimitive.Action>['onClick'];
  /** Disables the confirming button while the action runs. */
  pending?: boolean;
}) {
  const focusReturn = useFocusReturn();
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={modalClasses.overlay} />
        <AlertDialogPrimitive.Content className={cn(modalClasses.panel, 'max-w-md')} {...focusReturn}>
          <div className={modalClasses.header}>
            <AlertDialogPrimitive.Title className={modalClasses.title}>{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className={modalClasses.description}>
              {description}
            </AlertDialogPrimitive.Description>
          </div>
          <div className={modalClasses.footer}>
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={buttonVariants({ variant: 'destructive' })}
              onClick={onConfirm}
              disabled={pending}
            >
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
