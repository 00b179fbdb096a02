import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { ModalCloseButton } from './dialog';
import { modalClasses } from './modal-classes';

export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

/** A modal panel sliding in from the left edge (the sidebar on phones); Escape or the overlay closes it. */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className={modalClasses.overlay} />
      <SheetPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex h-full flex-col border-r border-border bg-card text-card-foreground shadow-lg',
          'focus:outline-none data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
      >
        {children}
        <ModalCloseButton className="top-3 right-3" />
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
