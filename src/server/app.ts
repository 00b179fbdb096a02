import { Hono } from 'hono';
import type { hc } from 'hono/client';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './app-env.ts';
import { checkAuthUserFields } from './auth/check-auth-user-fields.ts';
import { authRateLimit } from './auth/rate-limit.ts';
import { requireJsonAuthBody } from './auth/require-json-auth-body.ts';
import { SESSION_ENDING_PATHS } from './auth/session-cache.ts';
import { AppError } from './errors.ts';
import { limitRequestBody } from './http/limit-request-body.ts';
import { refuseUnstorableText } from './http/refuse-unstorable-text.ts';
import { requireTrustedOrigin } from './http/require-trusted-origin.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/routes.ts';
import { WEBHOOK_PATH } from './modules/billing/sandbox-events.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { dataRoomRoutes, dataRoomUploadLimit } from './modules/dataroom/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { accountInvitationRoutes, invitationRoutes } from './modules/invitations/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { passwordResetRoutes } from './modules/password-reset/routes.ts';
import { meRoutes, PHOTO_UPLOAD_LIMIT, profilePhotoRoutes } from './modules/profile/routes.ts';
import { questionnaireRoutes } from './modules/questionnaire/routes.ts';
import { recommendationRoutes } from './modules/recommendations/routes.ts';
import { scoringRoutes } from './modules/scoring/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { accountEventRoutes } from './realtime/routes.ts';
import { webRoutes } from './static-web.ts';

/** Builds the HTTP app: middleware, the error handler, every module, then the SPA. */
export function createApp(deps: AppDeps, options: { serveWeb?: boolean } = {}) {
  // Assigned once the app exists; requests only call it later.
  let internalFetch: (request: Request) => Promise<Response> = () =>
    Promise.reject(new Error('app not built'));
  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/me', meRoutes)
    .route('/profile-photos', profilePhotoRoutes)
    .route('/outbox', outboxRoutes)
    .route('/password-reset', passwordResetRoutes)
    .route('/accounts', accountRoutes)
    .route('/accounts/:accountId', companyRoutes)
    .route('/accounts/:accountId/members', memberRoutes)
    .route('/accounts/:accountId/invitations', accountInvitationRoutes)
    .route('/accounts/:accountId/questionnaire', questionnaireRoutes)
    .route('/accounts/:accountId/recommendations', recommendationRoutes)
    .route('/accounts/:accountId/data-room', dataRoomRoutes)
    .route('/accounts/:accountId/billing', billingRoutes)
    .route('/billing/webhooks', billingWebhookRoutes)
    .route('/accounts/:accountId/search', searchRoutes)
    .route('/accounts/:accountId/dashboard', dashboardRoutes)
    .route('/accounts/:accountId/scoring', scoringRoutes)
    .route('/accounts/:accountId/events', accountEventRoutes)
    .route('/invitations', invitationRoutes)
    .route('/admin', adminRoutes);

  const app = new Hono<AppEnv>()
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
        strictTransportSecurity: deps.config.appUrl.startsWith('https://') ? 'max-age=31536000' : false,
      }),
    )
    .use(async (c, next) => {
      c.set('deps', deps);
      c.set('db', deps.db);
      c.set('internalFetch', internalFetch);
      await next();
    })
    .use('/api/*', async (c, next) => {
      await next();
      // Any write may change what /api/me shows (profile, roles, last account, impersonation).
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') deps.meCache.clear();
    })
    // Cheapest refusals first: a foreign origin, then an oversized body, then text no query can carry.
    // Payment webhooks come from the provider, not a page: their signature stands in for the Origin.
    .use('/api/*', requireTrustedOrigin(deps.config.appUrl, [WEBHOOK_PATH]))
    .use('/api/*', limitRequestBody([PHOTO_UPLOAD_LIMIT, dataRoomUploadLimit(deps.config)]))
    .use('/api/*', refuseUnstorableText())
    .use('/api/auth/*', requireJsonAuthBody())
    .use('/api/auth/*', checkAuthUserFields())
    .use('/api/auth/*', authRateLimit())
    .use('/api/auth/*', async (c, next) => {
      await next();
      // Sign-out, revocation and password changes end sessions: forget every cached one.
      if (c.req.method === 'POST' && SESSION_ENDING_PATHS.has(c.req.path)) deps.sessionCache.clear();
    })
    .on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.req.raw))
    .route('/api', api)
    .all('/api/*', () => {
      throw new AppError('not_found', 'No such API route.', 404);
    });

  if (options.serveWeb !== false) app.route('/', webRoutes());
  internalFetch = async (request) => app.fetch(request);

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(
        {
          error: {
            code: error.code,
            message: error.message,
            ...(error.fields ? { fields: error.fields } : {}),
          },
        },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      return c.json({ error: { code: 'http_error', message: error.message } }, error.status);
    }
    deps.logger.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(
      { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
      500,
    );
  });
  return app;
}

/** The whole app's type: the web derives its response types from it (type imports add no bytes). */
export type App = ReturnType<typeof createApp>;

/**
 * The typed API, as Hono's client sees it, e.g.
 * `InferResponseType<AccountsClient[':accountId']['members']['$get']>['members'][number]`.
 */
export type ApiClient = ReturnType<typeof hc<App>>['api'];
export type AccountsClient = ApiClient['accounts'];
export type AdminClient = ApiClient['admin'];
