import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Modal panel with overlay, focus trap, Escape to close and a labelled close button. It stays clear of
 * the bottom 7rem, where toasts appear (spec §9, bottom-right; full width on phones), so a toast
 * about what the dialog just did never covers its buttons.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-[calc(50%-3.5rem)] left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
          'max-h-[calc(100dvh-8rem)] overflow-y-auto',
          'rounded-lg border border-border bg-card p-6 text-card-foreground shadow-lg',
          'focus:outline-none data-[state=open]:animate-scale-in',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-4 right-4 cursor-pointer rounded-sm p-1 text-muted-foreground hover:text-foreground',
              'focus-visible:outline-2 focus-visible:outline-ring',
            )}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

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
