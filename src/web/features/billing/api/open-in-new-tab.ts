/**
 * Opens a tab at once, inside the click (a tab opened after an await is a blocked pop-up), and
 * points it at the provider's page when its URL arrives. `close` gives the tab up on failure.
 */
export function reserveTab() {
  const tab = window.open('', '_blank');
  // The provider's page must not reach back into this one.
  if (tab) tab.opener = null;
  return {
    go(url: string) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    close() {
      tab?.close();
    },
  };
}
