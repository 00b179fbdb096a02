/** Every job queue, with its retry policy. */
export const GENERATE_RECOMMENDATIONS = 'generate-recommendations';

export const queuePolicies = {
  [GENERATE_RECOMMENDATIONS]: {
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    // A worker that dies mid-run stops its heartbeat; the job is then retried instead of hanging.
    heartbeatSeconds: 30,
    expireInSeconds: 600,
  },
} as const;
