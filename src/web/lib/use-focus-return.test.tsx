// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { ConfirmDialog } from '#web/components/ui/alert-dialog.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';

afterEach(cleanup);

/** A list row whose button opens a dialog through state, as the data room's rows do: no Trigger. */
function Row({
  confirm = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  confirm?: boolean;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        recipe.docx
      </button>
      <button type="button">next row</button>
      {confirm ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete recipe.docx?"
          description="The file and its passages are removed."
          confirmLabel="Delete"
          onConfirm={() => setOpen(false)}
        />
      ) : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent
            aria-describedby={undefined}
            onOpenAutoFocus={onOpenAutoFocus}
            onCloseAutoFocus={onCloseAutoFocus}
          >
            <DialogTitle>recipe.docx</DialogTitle>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

describe('a dialog opened by state gives focus back to what opened it', () => {
  test.each([
    ['the details dialog', false],
    ['a confirmation', true],
  ])('%s, closed with Escape', async (_, confirm) => {
    render(<Row confirm={confirm} />);
    const opener = screen.getByRole('button', { name: 'recipe.docx' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole(confirm ? 'alertdialog' : 'dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole(confirm ? 'alertdialog' : 'dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  test('a caller’s own focus handlers still run, and one that places focus itself keeps it', async () => {
    const seen: string[] = [];
    const closeWithEscape = async () => {
      const opener = screen.getByRole('button', { name: 'recipe.docx' });
      act(() => opener.focus());
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return opener;
    };
    const { unmount } = render(<Row onOpenAutoFocus={() => seen.push('open')} />);
    const opener = await closeWithEscape();
    expect(document.activeElement).toBe(opener);
    expect(seen).toEqual(['open']);
    unmount();

    render(
      <Row
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          screen.getByRole('button', { name: 'next row' }).focus();
        }}
      />,
    );
    await closeWithEscape();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'next row' }));
  });
});
