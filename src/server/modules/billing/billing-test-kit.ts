/**
 * check-subscription's answer for an account with no subscription row (spec 2 §3 'Subscription
 * view'), written out here rather than taken from the domain, so the tests pin the spec's values.
 */
export const notSubscribed = {
  subscribed: false,
  status: null,
  current_period_end: null,
  cancel_at_period_end: false,
};
