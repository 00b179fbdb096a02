import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

type DetailsDialogProps<T> = {
  /** What the dialog details; open while there is one. */
  item: T | null;
  /** Shown only while there is an item, so a caller may read it from the item with `?.`. */
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  onOpenChange: (open: boolean) => void;
  children: (item: T) => ReactNode;
};

/** The frame of the data room's details dialogs: open while an item is chosen, its title over its details. */
export function DetailsDialog<T>({
  item,
  title,
  titleClassName,
  description,
  onOpenChange,
  children,
}: DetailsDialogProps<T>) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl grid-cols-[minmax(0,1fr)]">
        {item !== null && (
          <>
            <DialogHeader>
              <DialogTitle className={titleClassName}>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            {children(item)}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
