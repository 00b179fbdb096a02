// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fillAndSubmit } from '#web/test/fill-form.ts';
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
    const { onSubmit, password } = renderForm();
    fillAndSubmit({ 'Work email': 'ceo@example.com', Password: '12345' }, 'Sign Up');

    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a 6-character password is enough', async () => {
    const { onSubmit } = renderForm();
    fillAndSubmit({ 'Work email': 'ceo@example.com', Password: '123456' }, 'Sign Up');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Password must be at least 6 characters long')).toBeNull();
  });

  test('the password field asks the browser for a new password, not a saved one', () => {
    const { password } = renderForm();
    expect(password.getAttribute('autocomplete')).toBe('new-password');
  });
});
