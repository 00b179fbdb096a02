import { describe, expect, test } from 'vitest';
import { isLiveStatus, isSubscribed, subscriptionStatusTone } from './billing.ts';
import { isFutureExpiry, sandboxCardSchema } from './schemas/billing.ts';

describe('subscription statuses (spec 2 §4)', () => {
  test.each([
    ['active', 'green'],
    ['trialing', 'blue'],
    ['past_due', 'yellow'],
    ['canceled', 'red'],
    ['cancelled', 'red'],
    ['incomplete', 'grey'],
    ['unpaid', 'grey'],
    [null, 'grey'],
  ] as const)('%s is %s', (status, tone) => {
    expect(subscriptionStatusTone(status)).toBe(tone);
  });

  test('only active counts as subscribed; canceled and expired are over', () => {
    expect(['active', 'trialing', 'past_due', null].map(isSubscribed)).toEqual([true, false, false, false]);
    expect(
      ['active', 'past_due', 'canceled', 'cancelled', 'incomplete_expired', null].map(isLiveStatus),
    ).toEqual([true, true, false, false, false, false]);
  });
});

describe('the sandbox card form', () => {
  test('an expiry is valid through the last day of its month', () => {
    const now = new Date(2026, 10, 23);
    expect(isFutureExpiry('11/26', now)).toBe(true);
    expect(isFutureExpiry('10/26', now)).toBe(false);
    expect(isFutureExpiry('01/27', now)).toBe(true);
    expect(isFutureExpiry('13/30', now)).toBe(false);
    expect(isFutureExpiry('1/30', now)).toBe(false);
  });

  test.each([
    ['13/30', 'Enter the expiry date as MM/YY'],
    ['00/30', 'Enter the expiry date as MM/YY'],
    ['1/30', 'Enter the expiry date as MM/YY'],
    ['01/20', 'The card has expired'],
  ])('the expiry %s is refused with %j', (expiry, message) => {
    const result = sandboxCardSchema.safeParse({
      nameOnCard: 'Ada',
      cardNumber: '4242424242424242',
      expiry,
      cvc: '123',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['expiry', message],
    ]);
  });

  test('spaces and dashes in the card number are ignored', () => {
    const parsed = sandboxCardSchema.parse({
      nameOnCard: ' Ada ',
      cardNumber: '4242-4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(parsed).toEqual({
      nameOnCard: 'Ada',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
  });
});
