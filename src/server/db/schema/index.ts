// The whole schema, for drizzle's typed client and drizzle-kit. Each domain owns its own file.
export * from './accounts.ts';
export * from './audit-events.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './data-room.ts';
export * from './impersonations.ts';
export * from './outbox.ts';
export * from './profiles.ts';
export * from './questionnaire.ts';
export * from './rate-limits.ts';
export * from './recommendations.ts';
export * from './scoring.ts';
