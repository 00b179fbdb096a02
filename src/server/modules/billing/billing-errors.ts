import { billingMessages } from '#domain/billing.ts';
import { AppError } from '#server/errors.ts';
import type { Logger } from '#server/logger.ts';

/** A provider call failed: the user sees the spec's message; the cause goes to the log only. */
export function providerFailed(message: string) {
  return new AppError('billing_provider_failed', message, 502);
}

/** Runs provider work; anything but our own AppError is logged and answered with `message` (a 502). */
export async function callingProvider<T>(
  logger: Logger,
  context: { accountId: string; action: string; message: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, accountId: context.accountId }, `billing provider failed: ${context.action}`);
    throw providerFailed(context.message);
  }
}

export function sandboxOnly() {
  return new AppError('not_found', 'The billing sandbox is not in use: billing runs through Stripe.', 404);
}

export const alreadySubscribed = () =>
  new AppError('already_subscribed', billingMessages.alreadySubscribed, 409);
