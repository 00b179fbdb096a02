// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SignUpForm } from './sign-up-form';

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn();
  render(<SignUpForm onSubmit={onSubmit} pending={false} />);
  return {
    onSubmit,
    email: screen.getByLabelText('Work email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign Up' }),
  };
}

describe('sign-up form', () => {
  test('a password shorter than 6 characters is refused with the spec message', async () => {
    const { onSubmit, email, password, submit } = renderForm();
    fireEvent.change(email, { target: { value: 'ceo@example.com' } });
    fireEvent.change(password, { target: { value: '12345' } });
    fireEvent.click(submit);

    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a 6-character password is enough', async () => {
    const { onSubmit, email, password, submit } = renderForm();
    fireEvent.change(email, { target: { value: 'ceo@example.com' } });
    fireEvent.change(password, { target: { value: '123456' } });
    fireEvent.click(submit);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Password must be at least 6 characters long')).toBeNull();
  });

  test('the password field asks the browser for a new password, not a saved one', () => {
    const { password } = renderForm();
    expect(password.getAttribute('autocomplete')).toBe('new-password');
  });
});
