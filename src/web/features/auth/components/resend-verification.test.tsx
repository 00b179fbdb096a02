// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { ResendVerification } from './resend-verification';

const LIMITED = 'Too many attempts. Please wait 15 minutes and try again.';
const answer = vi.hoisted(() => ({
  current: { data: null, error: null } as { data: unknown; error: unknown },
}));
vi.mock('#web/lib/auth-client.ts', () => ({
  authClient: { sendVerificationEmail: async () => answer.current },
}));

function renderAndResend() {
  renderWithApp(<ResendVerification email="new@example.com" />);
  fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
}

/** The same words twice: once in the toast, once beside the button. */
async function expectToastAndInline(text: string) {
  await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  expect(document.querySelector('[data-sonner-toast]')?.textContent).toContain(text);
}

test('a refused resend (rate limit) says the same thing in the toast and beside the button', async () => {
  answer.current = { data: null, error: { status: 429, message: LIMITED } };
  renderAndResend();
  await expectToastAndInline(LIMITED);
});

test('any other failure says the spec text in both places', async () => {
  answer.current = { data: null, error: { status: 500, message: 'Internal' } };
  renderAndResend();
  await expectToastAndInline('Failed to resend email');
});
