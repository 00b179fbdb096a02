// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DeletionConfirmForm } from './deletion-confirm-form';

afterEach(cleanup);

const code = 'K7QX2M9PZB4R';

function renderForm() {
  const onConfirm = vi.fn();
  render(<DeletionConfirmForm code={code} onConfirm={onConfirm} pending={false} onCancel={vi.fn()} />);
  return {
    onConfirm,
    field: screen.getByLabelText('Confirmation code'),
    submit: screen.getByRole('button', { name: 'Delete Account' }),
  };
}

describe('typing the deletion code', () => {
  test('shows the code the server issued', () => {
    renderForm();
    expect(screen.getByText(code)).toBeTruthy();
  });

  test('anything but the exact code is refused with the spec message', () => {
    const { onConfirm, field, submit } = renderForm();
    for (const typed of ['', code.toLowerCase(), ` ${code}`, code.slice(0, 11)]) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.click(submit);
      expect(screen.getByText('Confirmation text does not match')).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('the exact code goes to the server, and typing again clears the message', () => {
    const { onConfirm, field, submit } = renderForm();
    fireEvent.change(field, { target: { value: 'WRONG' } });
    fireEvent.click(submit);
    fireEvent.change(field, { target: { value: code } });
    expect(screen.queryByText('Confirmation text does not match')).toBeNull();
    fireEvent.click(submit);
    expect(onConfirm).toHaveBeenCalledWith(code);
  });
});
