import { fireEvent, screen } from '@testing-library/react';

/** Types each value into the field of that label, then presses the named button, as a user would. */
export function fillAndSubmit(values: Record<string, string>, button: string) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: button }));
}
