// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CreateAccountForm } from './create-account-form';

afterEach(cleanup);

test('the account name says how much of its 100 characters is used, and when the cap is reached', () => {
  render(<CreateAccountForm onSubmit={vi.fn()} pending={false} />);
  expect(screen.getByText('0/100')).toBeTruthy();
  const input = screen.getByLabelText('Account name');
  fireEvent.change(input, { target: { value: 'Northwind' } });
  expect(screen.getByText('9/100')).toBeTruthy();
  fireEvent.change(input, { target: { value: 'N'.repeat(100) } });
  expect(screen.getByText('100/100, the maximum')).toBeTruthy();
  expect(screen.getByText('100 characters, the maximum')).toBeTruthy();
});
