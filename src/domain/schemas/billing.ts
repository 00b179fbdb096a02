import { z } from 'zod';
import { requiredName } from './text.ts';

/** MM/YY, not in the past (a card is valid through the last day of its month). */
export function isFutureExpiry(value: string, now = new Date()) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The sandbox checkout's card form; the web form and the server check it alike. */
export const sandboxCardSchema = z.object({
  nameOnCard: requiredName(
    { empty: 'Enter the name on the card', tooLong: 'Name must be at most 100 characters' },
    100,
  ),
  cardNumber: z
    .string({ error: 'Enter a card number' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value), 'Enter a card number of 12 to 19 digits'),
  expiry: z
    .string({ error: 'Enter the expiry date as MM/YY' })
    // A month outside 01–12 is a mistyped date, not an expired card.
    .refine((value) => /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(value.trim()), {
      message: 'Enter the expiry date as MM/YY',
      abort: true,
    })
    .refine((value) => isFutureExpiry(value), 'The card has expired'),
  cvc: z
    .string({ error: 'Enter the 3 or 4 digit security code' })
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
});
export type SandboxCardInput = z.input<typeof sandboxCardSchema>;

/** What the sandbox portal can do to the subscription. */
export const sandboxSubscriptionChangeSchema = z.object({
  action: z.enum(['cancel', 'resume'], { error: "action must be 'cancel' or 'resume'" }),
});
