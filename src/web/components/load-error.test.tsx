// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithApp } from '../test/render-with-app';
import { LoadError } from './load-error';

function notifications() {
  return screen.getByRole('region', { name: /Notifications/ });
}

test('a load failure keeps its block with Try again and is toasted in the same words (spec §8)', async () => {
  renderWithApp(<LoadError message="Failed to load accounts" onRetry={() => {}} />);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  await screen.findByText('Failed to load accounts', { selector: '[data-sonner-toast] *' });
  expect(notifications().textContent).toContain('Failed to load accounts');
});

test('two blocks with the same words raise one toast', async () => {
  renderWithApp(
    <>
      <LoadError message="Failed to load account" />
      <LoadError message="Failed to load account" />
    </>,
  );
  await screen.findByText('Failed to load account', { selector: '[data-sonner-toast] *' });
  expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
});

test('a failure the spec keeps quiet is shown in place only', async () => {
  renderWithApp(<LoadError message="Failed to load account" toast={false} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  expect(screen.getByText('Failed to load account')).toBeTruthy();
});
