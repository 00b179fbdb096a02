import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createGiven, randomIp } from '../test/given.ts';
import { createTestKeel } from '../test/harness.ts';
import { type Browser, browser } from '../test/http-client.ts';

/**
 * Hostile input on every JSON route: NUL characters, lone surrogates, strings past every cap,
 * wrong types and random JSON. Whatever arrives, the answer is never a 5xx and the app stays
 * healthy. Bounded (a few hundred requests) so it runs on every push.
 */
const keel = await createTestKeel();
const given = createGiven(keel);
const { account, owner } = await given.accountWithOwner('Fuzz Ltd');
const questions = await given.answers(owner, account, {});
const member = await given.member(account, 'member');
const admin = await given.superAdmin();
const invitation = await given.invitation(account);
const anonymous = () => browser(keel, { ip: randomIp() });

type Route = { method: string; path: string; as: () => Browser; fields: string[] };
const a = `/api/accounts/${account.id}`;
const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    as: anonymous,
    fields: ['email', 'password', 'name', 'image'],
  },
  { method: 'POST', path: '/api/auth/sign-in/email', as: anonymous, fields: ['email', 'password'] },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    as: anonymous,
    fields: ['email', 'redirectTo'],
  },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    as: anonymous,
    fields: ['email', 'callbackURL'],
  },
  { method: 'POST', path: '/api/auth/reset-password', as: anonymous, fields: ['token', 'newPassword'] },
  { method: 'POST', path: '/api/auth/update-user', as: () => member.client, fields: ['name', 'image'] },
  { method: 'POST', path: '/api/password-reset/check', as: anonymous, fields: ['token'] },
  { method: 'POST', path: '/api/accounts', as: () => owner.client, fields: ['name'] },
  { method: 'PATCH', path: a, as: () => owner.client, fields: ['name'] },
  { method: 'DELETE', path: a, as: () => owner.client, fields: ['confirmationText'] },
  { method: 'POST', path: `${a}/company`, as: () => owner.client, fields: ['name', 'websiteUrl'] },
  { method: 'PATCH', path: `${a}/company`, as: () => owner.client, fields: ['name', 'websiteUrl'] },
  { method: 'POST', path: `${a}/vector-store`, as: () => owner.client, fields: ['companyId'] },
  { method: 'POST', path: `${a}/invitations`, as: () => owner.client, fields: ['email', 'role'] },
  { method: 'PATCH', path: `${a}/members/${member.id}`, as: () => owner.client, fields: ['role'] },
  {
    method: 'PUT',
    path: `${a}/questionnaire/answers/${questions[0]!.id}`,
    as: () => member.client,
    fields: ['value'],
  },
  { method: 'PATCH', path: '/api/me/profile', as: () => member.client, fields: ['name', 'initials'] },
  {
    method: 'POST',
    path: '/api/me/password',
    as: () => member.client,
    fields: ['currentPassword', 'password'],
  },
  {
    method: 'POST',
    path: `/api/invitations/${invitation.token}/accept`,
    as: () => member.client,
    fields: [],
  },
  { method: 'POST', path: '/api/admin/super-users', as: () => admin.client, fields: ['email'] },
  {
    method: 'POST',
    path: '/api/admin/questions',
    as: () => admin.client,
    fields: ['questionText', 'governanceArea', 'answerSet', 'options', 'orderValue', 'expirationDays'],
  },
  { method: 'POST', path: '/api/admin/impersonation', as: () => admin.client, fields: ['accountId'] },
  { method: 'POST', path: `${a}/search`, as: () => member.client, fields: ['query', 'limit'] },
  // A file and a factor that do not exist: the body is checked before either is looked up.
  {
    method: 'PUT',
    path: `${a}/data-room/files/${crypto.randomUUID()}/match`,
    as: () => owner.client,
    fields: ['kind', 'recommendedFileId'],
  },
  {
    method: 'PATCH',
    path: `${a}/scoring/factors/${crypto.randomUUID()}/status`,
    as: () => owner.client,
    fields: ['status', 'errorMessage'],
  },
  {
    method: 'POST',
    path: `${a}/scoring/factors/${crypto.randomUUID()}/test`,
    as: () => owner.client,
    fields: ['prompt'],
  },
  {
    method: 'POST',
    path: `${a}/billing/sandbox/checkout`,
    as: () => owner.client,
    fields: ['nameOnCard', 'cardNumber', 'expiry', 'cvc'],
  },
  { method: 'PUT', path: `${a}/billing/sandbox/subscription`, as: () => owner.client, fields: ['action'] },
];

type Refusal = { message?: string; fields?: Record<string, string> };

/** zod's own English for a failed rule: a refusal in it comes from a check that bypasses plainValidationMessage. */
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid (input|option|UUID|uuid|email|string|number|key|element|value|discriminator|date|url|URL)\b|Too (big|small)\b|Unrecognized key)/;

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b@example.com', '\uD800', 'x\uDFFFy', '\u200B\u200D\u200C', '\uFEFF'),
  fc.constantFrom('x'.repeat(10_001), 'é'.repeat(300), 'x'.repeat(200 * 1024)),
  fc.constantFrom('javascript:alert(1)', '../../etc/passwd', "'; DROP TABLE users; --", '%00', 'null'),
);
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
/** A body shaped like the route's (its own field names, hostile values) or any JSON at all. */
const body = (route: Route) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(Object.fromEntries(route.fields.map((f) => [f, hostileValue])), {
        requiredKeys: [],
      }),
    },
    fc.jsonValue({ maxDepth: 3 }),
  );

/** A path segment that JavaScript's encodeURIComponent would refuse (a lone surrogate) is sent raw-escaped. */
function encodeSegment(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const health = async () => (await browser(keel).get('/api/health')).status;

describe('hostile input on every JSON route', () => {
  test('never gets a 5xx or zod’s default wording, and health stays 200', { timeout: 90_000 }, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes).chain((route) => fc.tuple(fc.constant(route), body(route))),
        async ([route, payload]) => {
          const response = await route.as().request(route.method, route.path, payload);
          const text = await response.text();
          seen.set(`${route.method} ${route.path}`, response.status);
          const request = `${route.method} ${route.path} ${JSON.stringify(payload)?.slice(0, 200)}`;
          expect(response.status, request).toBeLessThan(500);
          // Keel's refusals say what is wrong in its own words: its routes' `error`, and its own
          // check on Better Auth's routes (VALIDATION_ERROR). Better Auth's other answers are its own.
          if (response.status === 400) {
            const answer = JSON.parse(text) as Refusal & { error?: Refusal; code?: string };
            const refusal = answer.error ?? (answer.code === 'VALIDATION_ERROR' ? answer : undefined);
            for (const message of [refusal?.message, ...Object.values(refusal?.fields ?? {})])
              expect(message ?? '', request).not.toMatch(ZOD_DEFAULT_MESSAGE);
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(await health()).toBe(200);
    expect(seen.size).toBeGreaterThan(routes.length / 2);
  });

  test('hostile query strings and path segments never get a 5xx', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (value) => {
        const segment = encodeSegment(value.slice(0, 300));
        for (const path of [
          `/api/invitations/${segment}`,
          `/api/admin/accounts?search=${segment}`,
          `/api/admin/super-users?search=${segment}`,
          `/api/auth/verify-email?token=${segment}`,
          `/api/auth/reset-password/${segment}?callbackURL=%2Freset-password`,
          `/api/accounts/${segment}/members`,
        ]) {
          const response = await admin.client.get(path);
          await response.arrayBuffer();
          expect(response.status, path).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
    expect(await health()).toBe(200);
  });
});
