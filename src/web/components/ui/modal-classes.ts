/** The looks every modal shares (Dialog, AlertDialog, Sheet), written once. */
export const modalClasses = {
  overlay: 'fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in',
  /**
   * A centred panel kept clear of the bottom 7rem, where toasts appear (spec §9, bottom-right; full
   * width on phones), so a toast about what the modal just did never covers its buttons.
   */
  panel: [
    'fixed top-[calc(50%-3.5rem)] left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4',
    'max-h-[calc(100dvh-8rem)] overflow-y-auto',
    'rounded-lg border border-border bg-card p-6 text-card-foreground shadow-lg',
    'focus:outline-none data-[state=open]:animate-scale-in',
  ],
  close: [
    'absolute cursor-pointer rounded-sm p-1 text-muted-foreground hover:text-foreground',
    'focus-visible:outline-2 focus-visible:outline-ring',
  ],
  header: 'flex flex-col gap-1.5',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'text-lg font-semibold leading-tight',
  description: 'text-sm text-muted-foreground',
} as const;
