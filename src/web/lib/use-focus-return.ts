import { useRef } from 'react';

/**
 * Radix gives focus back, when a dialog closes, to its Trigger. A dialog opened by state (a row's
 * button setting `open`) has none, so focus fell to <body> and the next Tab started again at the top
 * of the page. These handlers for a dialog's Content remember what had focus as it opened, and give
 * focus back to it while it is still on the page.
 */
export function useFocusReturn() {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!(target instanceof HTMLElement) || target === document.body || !target.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
