// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fillAndSubmit } from '#web/test/fill-form.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { SignInForm } from './sign-in-form';

function renderForm() {
  const onSubmit = vi.fn();
  renderWithApp(<SignInForm onSubmit={onSubmit} pending={false} />);
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const submit = screen.getByRole('button', { name: 'Sign In' });
  return { onSubmit, email, password, submit };
}

describe('sign-in form', () => {
  test('an empty form says both fields are required and is not sent', async () => {
    const { onSubmit, email, submit } = renderForm();
    fireEvent.click(submit);

    const emailError = await screen.findByText('Please enter your email address');
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(emailError.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('an address without a domain is refused', async () => {
    const { onSubmit } = renderForm();
    fillAndSubmit({ Email: 'founder@', Password: 'whatever' }, 'Sign In');

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a valid form is sent with the trimmed email', async () => {
    const { onSubmit } = renderForm();
    fillAndSubmit({ Email: '  cfo@example.com ', Password: 'x' }, 'Sign In');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'cfo@example.com', password: 'x' });
  });

  test('the forgotten-password link leads to the reset page', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/reset-password');
  });
});
