// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi } from '#web/test/fake-api.ts';
import { fillAndSubmit } from '#web/test/fill-form.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { InviteUserDialog } from './invite-user-dialog';

const accountId = '6b0f5a52-8d1e-4c52-9d3a-7a4a0e1f0c11';

/** Sends an invitation to ann@example.com while the server answers `answer` to it. */
async function invite(answer: { emailSent: boolean; replacedPending: boolean }) {
  const fetchMock = fakeApi((_path, init) =>
    init?.method === 'POST'
      ? Response.json(
          {
            invitation: {
              id: 'i1',
              email: 'ann@example.com',
              role: 'member',
              createdAt: '2026-11-23T10:00:00.000Z',
              expiresAt: '2026-11-30T10:00:00.000Z',
              token: 't',
            },
            ...answer,
          },
          { status: 201 },
        )
      : Response.json({ invitations: [] }),
  );
  renderWithApp(<InviteUserDialog accountId={accountId} accountName="Northwind" />);
  fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
  fillAndSubmit({ Email: 'ann@example.com' }, 'Send Invitation');
  return fetchMock;
}

const toasts = {
  sent: 'Invitation sent successfully!',
  replaced:
    'Invitation created but there was an issue: the earlier invitation to ann@example.com was replaced, so its link no longer works.',
  mailFailed: 'Invitation created! Email sending failed - please share the invite link manually.',
};

test('the invitation is sent to the account with the email and role', async () => {
  const fetchMock = await invite({ emailSent: true, replacedPending: false });
  await screen.findByText(toasts.sent);
  const [path, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
  expect(String(path)).toBe(`/api/accounts/${accountId}/invitations`);
  expect(JSON.parse(String(init!.body))).toEqual({ email: 'ann@example.com', role: 'member' });
});

test.each([
  ['a sent invitation says so', { emailSent: true, replacedPending: false }, toasts.sent],
  [
    'an invitation that replaced a pending one says the earlier link no longer works',
    { emailSent: true, replacedPending: true },
    toasts.replaced,
  ],
  [
    'an invitation whose mail failed asks for the link to be shared by hand',
    { emailSent: false, replacedPending: true },
    toasts.mailFailed,
  ],
])('%s, and only that', async (_, answer, toast) => {
  await invite(answer);
  expect(await screen.findByText(toast)).toBeTruthy();
  for (const other of Object.values(toasts).filter((text) => text !== toast)) {
    expect(screen.queryByText(other)).toBeNull();
  }
});
