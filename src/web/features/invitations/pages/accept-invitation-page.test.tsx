// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, notFound } from '#web/test/fake-api.ts';
import { meAnswer } from '#web/test/me-answer.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { AcceptInvitationPage } from './accept-invitation-page';

const session = vi.hoisted(() => ({ current: null as null | { user: { email: string } } }));
vi.mock('#web/lib/auth-client.ts', () => ({
  authClient: { useSession: () => ({ data: session.current, isPending: false }) },
}));

const details = {
  account: { name: 'Northwind' },
  role: 'member',
  email: 'cfo@example.com',
  expires_at: '2030-01-01',
};
let passwordSetAt: string | null = null;
let requests: string[] = [];

beforeEach(() => {
  requests = [];
  passwordSetAt = null;
  session.current = { user: { email: 'cfo@example.com' } };
  window.sessionStorage.setItem('keel.pendingInvitationToken', 'tok-123');
  fakeApi((path, init) => {
    requests.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/api/invitations/tok-123') return Response.json(details);
    if (path === '/api/invitations/tok-123/accept') {
      return Response.json({
        message: 'You have joined Northwind.',
        accountId: 'a1',
        accountName: 'Northwind',
      });
    }
    if (path === '/api/me') {
      return meAnswer('cfo@example.com', { passwordSetAt, lastSelectedAccountId: null });
    }
    if (path === '/api/me/password') return Response.json({ passwordSet: true });
    return notFound();
  });
});

afterEach(() => {
  window.sessionStorage.clear();
});

function renderPage(token: string | null = 'tok-123') {
  renderWithApp(<AcceptInvitationPage />, {
    url: token ? `/accept-invitation?token=${token}` : '/accept-invitation',
    path: '/accept-invitation',
    routes: { '/dashboard': <p>Dashboard page</p> },
  });
}

async function accept() {
  fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
  await screen.findByRole('heading', { name: 'Welcome to Northwind' });
}

describe('accepting an invitation', () => {
  test('without a token, the page says so', () => {
    renderPage(null);
    expect(
      screen.getByText('No invitation token found. Please check your invitation email and try again.'),
    ).toBeTruthy();
  });

  test('an unknown or used link is invalid', async () => {
    renderPage('tok-unknown');
    expect(await screen.findByRole('heading', { name: 'Invalid or expired invitation link' })).toBeTruthy();
  });

  test('an invalid link is forgotten, so the next sign-in does not lead back to it', async () => {
    window.sessionStorage.setItem('keel.pendingInvitationToken', 'tok-unknown');
    renderPage('tok-unknown');
    await screen.findByRole('heading', { name: 'Invalid or expired invitation link' });
    await waitFor(() => expect(window.sessionStorage.getItem('keel.pendingInvitationToken')).toBeNull());
  });

  test('an invitation for another address cannot be accepted from this one', async () => {
    session.current = { user: { email: 'someone-else@example.com' } };
    renderPage();
    const accept = await screen.findByRole('button', { name: 'Accept Invitation' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    expect(accept.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('This invitation was sent to cfo@example.com. Sign in as that user to accept it.'),
    ).toBeTruthy();
    expect(requests).not.toContain('POST /api/invitations/tok-123/accept');
  });

  test('signed out, both buttons lead to /auth and the token stays in session storage', async () => {
    session.current = null;
    renderPage();
    const signIn = await screen.findByRole('link', { name: 'Sign In to Accept' });
    expect(signIn.getAttribute('href')).toBe('/auth');
    const signUp = screen.getByRole('link', { name: 'Create Account & Accept' });
    expect(signUp.getAttribute('href')).toMatch(/^\/auth\?tab=sign-up/);
    expect(window.sessionStorage.getItem('keel.pendingInvitationToken')).toBe('tok-123');
  });

  test('with a password already set, the success shows for 2 s and then the dashboard', async () => {
    passwordSetAt = '2026-01-01T00:00:00.000Z';
    renderPage();
    await accept();
    const acceptedAt = Date.now();
    expect(window.sessionStorage.getItem('keel.pendingInvitationToken')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Set Your Password' })).toBeNull();
    await screen.findByText('Dashboard page', undefined, { timeout: 8000 });
    expect(Date.now() - acceptedAt).toBeGreaterThanOrEqual(1900);
  });

  test('without a password, the dialog checks the spec rules, sets it, and leaves after 1 s', async () => {
    renderPage();
    await accept();
    const dialog = await screen.findByRole('dialog', { name: 'Set Your Password' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(requests).toContain('POST /api/me/password'));
    const setAt = Date.now();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await screen.findByText('Dashboard page', undefined, { timeout: 8000 });
    expect(Date.now() - setAt).toBeGreaterThanOrEqual(900);
  });

  test('Skip for Now leaves after half a second without setting a password', async () => {
    renderPage();
    await accept();
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for Now' }));
    const skippedAt = Date.now();
    await screen.findByText('Dashboard page', undefined, { timeout: 8000 });
    expect(Date.now() - skippedAt).toBeGreaterThanOrEqual(400);
    expect(requests).not.toContain('POST /api/me/password');
  });
});
