import { describe, expect, test } from 'vitest';
import { accountIdFromLocation } from './account-id-from-location';

const id = '0b6f1c1e-8a0e-4e59-9d3e-6d8b8a1c2f10';

describe('the account a URL points at', () => {
  test('account pages carry it in the path', () => {
    for (const path of ['accounts', 'questionnaire', 'data-room', 'keel-score', 'billing']) {
      expect(accountIdFromLocation(`/${path}/${id}`, '')).toBe(id);
    }
  });

  test('the dashboard takes it from ?accountId=', () => {
    expect(accountIdFromLocation('/dashboard', `?accountId=${id}`)).toBe(id);
    expect(accountIdFromLocation('/dashboard', '')).toBeNull();
  });

  test('other pages name no account', () => {
    expect(accountIdFromLocation('/accounts', '')).toBeNull();
    expect(accountIdFromLocation('/profile', `?accountId=${id}`)).toBeNull();
    expect(accountIdFromLocation(`/accounts/${id}/members`, '')).toBeNull();
  });
});
