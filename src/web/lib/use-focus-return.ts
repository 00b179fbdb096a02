import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
};

/**
 * Radix gives focus back, when a dialog closes, to its Trigger. A dialog opened by state (a row's
 * button setting `open`) has none, so focus fell to <body> and the next Tab started again at the top
 * of the page. These handlers for a dialog's Content remember what had focus as it opened, and give
 * focus back to it while it is still on the page. A caller's own handlers run first; one that
 * prevents the default on close has placed focus itself.
 */
export function useFocusReturn(own: AutoFocusHandlers = {}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      if (!(target instanceof HTMLElement) || target === document.body || !target.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
