// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { accountAnswer } from '#web/test/account-answer.ts';
import { fakeApi, notFound } from '#web/test/fake-api.ts';
import { meAnswer } from '#web/test/me-answer.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { AccountDetailPage } from './account-detail-page';

const ACCOUNT = '3b1f0c2e-9a4d-4f6b-8c7e-5d2a1b0c9e8f';
const failure = () => Response.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });

function serve(answers: { me: () => Response; account: () => Response }) {
  fakeApi((path) => {
    if (path === '/api/me') return answers.me();
    if (path === `/api/accounts/${ACCOUNT}`) return answers.account();
    return notFound();
  });
  renderWithApp(<AccountDetailPage />, { url: `/accounts/${ACCOUNT}`, path: '/accounts/:accountId' });
}

// Spec §8 lists 'Failed to load account' and 'Failed to load account details' among the accounts' messages.
test('when the signed-in user cannot be loaded, the page says its details failed to load, with a retry', async () => {
  serve({ me: failure, account: () => accountAnswer(ACCOUNT, 'Acme', 'owner', '2026-01-02') });
  expect(await screen.findByText('Failed to load account details', { selector: 'p' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('when the account cannot be loaded, the page says the account failed to load', async () => {
  serve({ me: () => meAnswer('ann@example.com', { systemRole: null }), account: failure });
  expect(await screen.findByText('Failed to load account', { selector: 'p' })).toBeTruthy();
  expect(screen.queryByText('Failed to load account details')).toBeNull();
});
