import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useFocusReturn } from '#web/lib/use-focus-return.ts';
import { withClasses } from '#web/lib/with-classes.tsx';
import { Button } from './button';
import { modalClasses } from './modal-classes';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Modal panel with overlay, focus trap, Escape to close, focus back to what opened it, and a
 * labelled close button. It stays clear of the bottom 7rem, where toasts appear (spec §9,
 * bottom-right; full width on phones), so a toast about what the dialog just did never covers its
 * buttons.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={modalClasses.overlay} />
      <DialogPrimitive.Content
        className={cn(modalClasses.panel, 'max-w-lg', className)}
        {...props}
        {...focusReturn}
      >
        {children}
        {!hideClose && <ModalCloseButton className="top-4 right-4" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The labelled × of a modal built on the Dialog primitive (Dialog, Sheet); `className` places it. */
export function ModalCloseButton({ className }: { className: string }) {
  return (
    <DialogPrimitive.Close className={cn(modalClasses.close, className)}>
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

export const DialogHeader = withClasses('div', modalClasses.header, 'pr-6');

export const DialogFooter = withClasses('div', modalClasses.footer);

export const DialogTitle = withClasses(DialogPrimitive.Title, modalClasses.title);

export const DialogDescription = withClasses(DialogPrimitive.Description, modalClasses.description);

/** The outline button that closes the dialog without doing anything ("Cancel", "Close"). */
export function DialogCancel({ children = 'Cancel' }: { children?: ReactNode }) {
  return (
    <DialogClose asChild>
      <Button variant="outline">{children}</Button>
    </DialogClose>
  );
}

/**
 * A dialog's content with its title and description above the body. A `panel` rules off its
 * header, and its children lay out a body that scrolls between the header and a ruled footer.
 */
export function DialogFrame({
  title,
  description,
  panel = false,
  className,
  hideClose,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  panel?: boolean;
  className?: string;
  hideClose?: boolean;
  children: ReactNode;
}) {
  return (
    <DialogContent
      hideClose={hideClose}
      className={cn(panel && 'flex flex-col gap-0 overflow-hidden p-0', className)}
    >
      <DialogHeader className={cn(panel && 'border-b border-border p-5 pr-12 sm:p-6 sm:pr-12')}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
    </DialogContent>
  );
}

/** The ruled footer of a panel dialog. */
export function DialogPanelFooter({ children }: { children: ReactNode }) {
  return <DialogFooter className="border-t border-border p-4 sm:px-6">{children}</DialogFooter>;
}
