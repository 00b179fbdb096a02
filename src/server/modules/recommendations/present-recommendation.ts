/** Spec §8: what a customer is told when a run errored. */
export const RECOMMENDATION_FAILED = 'Failed to generate recommendations due to an error. Please try again.';

/**
 * A run as the web app sees it. The stored error is for operators: it can name the AI endpoint,
 * its URL or its reply, so customers get the spec's message and only super admins the detail.
 */
export function presentRecommendation<Run extends { status: string; errorMessage: string | null }>(
  run: Run,
  showDetail: boolean,
) {
  const { errorMessage, ...visible } = run;
  return {
    ...visible,
    errorMessage: run.status === 'errored' ? RECOMMENDATION_FAILED : null,
    ...(showDetail ? { errorDetail: errorMessage } : {}),
  };
}
