import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accountInvitations, accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { createGiven, uniqueEmail } from '#server/test/given.ts';
import { createTestKeel, latestMailTo, mailsTo } from '#server/test/harness.ts';
import { browser } from '#server/test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
const INVALID = 'Invalid or expired invitation link';
const DAY = 24 * 60 * 60 * 1000;

type Client = ReturnType<typeof browser>;

/** An owner's account and a pending invitation sent through the API, with its token. */
async function invited(role: 'member' | 'admin' = 'member', email = uniqueEmail('invitee')) {
  const { account, owner } = await given.accountWithOwner('Globex');
  const response = await owner.client.post(`/api/accounts/${account.id}/invitations`, { email, role });
  expect(response.status).toBe(201);
  const { invitation } = await response.json();
  return { account, owner, email, token: invitation.token as string, invitationId: invitation.id as string };
}

async function invitationRows(accountId: string) {
  return keel.db.select().from(accountInvitations).where(eq(accountInvitations.accountId, accountId));
}

async function membership(accountId: string, userId: string) {
  return keel.db
    .select()
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
}

async function expectInvalidLink(token: string, client: Client = browser(keel)) {
  const response = await client.get(`/api/invitations/${token}`);
  expect(response.status).toBe(404);
  expect((await response.json()).error.message).toBe(INVALID);
}

describe('sending an invitation', () => {
  test.each([
    [{ role: 'member' }, 'Please fill in all fields'],
    [{ email: '', role: 'member' }, 'Please fill in all fields'],
    [{ email: 'someone@example.com' }, 'Please fill in all fields'],
    [
      { email: 'not-an-address', role: 'admin' },
      'Please enter a valid email address (e.g. name@company.com)',
    ],
  ])('refuses %j with the spec message and creates nothing', async (body, message) => {
    const { account, owner } = await given.accountWithOwner();
    const response = await owner.client.post(`/api/accounts/${account.id}/invitations`, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await invitationRows(account.id)).toHaveLength(0);
  });

  test('stores a lowercased email, a long random token valid for 7 days, and mails the link', async () => {
    const { account, owner } = await given.accountWithOwner('Globex');
    const email = uniqueEmail('New.Hire');
    const response = await owner.client.post(`/api/accounts/${account.id}/invitations`, {
      email: ` ${email.toUpperCase()} `,
      role: 'admin',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.emailSent).toBe(true);
    expect(body.invitation).toMatchObject({ email: email.toLowerCase(), role: 'admin' });

    const token = body.invitation.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Math.abs(new Date(body.invitation.expiresAt).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(
      60_000,
    );
    const [row] = await invitationRows(account.id);
    expect(row).toMatchObject({ email: email.toLowerCase(), role: 'admin', token, acceptedAt: null });

    const mail = await latestMailTo(keel, email);
    expect(mail?.link).toBe(`http://localhost:3000/accept-invitation?token=${token}`);
    expect(mail?.text).toContain(mail!.link!);
  });

  test('a second invitation to a pending address replaces the first, and the answer says so', async () => {
    const { account, owner } = await given.accountWithOwner();
    const email = uniqueEmail('twice');
    const send = async () =>
      (await owner.client.post(`/api/accounts/${account.id}/invitations`, { email, role: 'member' })).json();
    const first = await send();
    expect(first.replacedPending).toBe(false);
    const second = await send();
    expect(second.replacedPending).toBe(true);
    expect(second.emailSent).toBe(true);
    expect((await invitationRows(account.id)).map((row) => row.token)).toEqual([second.invitation.token]);
  });

  test('two invitations never share a token', async () => {
    const a = await invited();
    const b = await invited();
    expect(a.token).not.toBe(b.token);
  });

  test('inviting someone who is already a member is refused with 409', async () => {
    const { account, owner } = await given.accountWithOwner();
    const colleague = await given.member(account, 'member');
    const response = await owner.client.post(`/api/accounts/${account.id}/invitations`, {
      email: colleague.email.toUpperCase(),
      role: 'admin',
    });
    expect(response.status).toBe(409);
    expect(await invitationRows(account.id)).toHaveLength(0);
    const mails = await mailsTo(keel, colleague.email);
    expect(mails.filter((mail) => mail.subject.includes('invited'))).toHaveLength(0);
  });
});

describe('when the mail cannot be sent', () => {
  test('the invitation is still created and the answer says the mail failed', async () => {
    const failing = await createTestKeel({
      mailer: {
        send: async (mail) => {
          // Sign-up mails still have to work; only the invitation fails.
          if (mail.subject.includes('invited')) throw new Error('smtp down');
        },
      },
    });
    const { account, owner } = await createGiven(failing).accountWithOwner();
    const response = await owner.client.post(`/api/accounts/${account.id}/invitations`, {
      email: 'late@example.com',
      role: 'member',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.emailSent).toBe(false);
    const rows = await failing.db
      .select()
      .from(accountInvitations)
      .where(eq(accountInvitations.accountId, account.id));
    expect(rows.map((row) => row.token)).toEqual([body.invitation.token]);
  });
});

describe('the pending list', () => {
  test('leaves out expired and accepted invitations', async () => {
    const { account, owner, token: pendingToken } = await invited();
    for (const email of ['expired@example.com', 'accepted@example.com']) {
      await owner.client.post(`/api/accounts/${account.id}/invitations`, { email, role: 'member' });
    }
    await keel.db
      .update(accountInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(accountInvitations.accountId, account.id),
          eq(accountInvitations.email, 'expired@example.com'),
        ),
      );
    await keel.db
      .update(accountInvitations)
      .set({ acceptedAt: new Date() })
      .where(
        and(
          eq(accountInvitations.accountId, account.id),
          eq(accountInvitations.email, 'accepted@example.com'),
        ),
      );

    const { invitations } = await (await owner.client.get(`/api/accounts/${account.id}/invitations`)).json();
    expect(invitations.map((i: { token: string }) => i.token)).toEqual([pendingToken]);
  });

  test('members see the list without links; admins get the links', async () => {
    const { account, token } = await invited();
    const member = await given.member(account, 'member');
    const admin = await given.member(account, 'admin');
    const asMember = (await (await member.client.get(`/api/accounts/${account.id}/invitations`)).json())
      .invitations;
    const asAdmin = (await (await admin.client.get(`/api/accounts/${account.id}/invitations`)).json())
      .invitations;
    expect(asMember).toHaveLength(1);
    expect(asMember[0].token).toBeNull();
    expect(asAdmin[0].token).toBe(token);
  });

  test('deleting an invitation removes it and its link stops working', async () => {
    const { account, owner, token, invitationId } = await invited();
    const response = await owner.client.delete(`/api/accounts/${account.id}/invitations/${invitationId}`);
    expect(response.status).toBe(200);
    expect(await invitationRows(account.id)).toHaveLength(0);
    await expectInvalidLink(token);
  });

  test('an invitation of another account cannot be deleted through mine', async () => {
    const theirs = await invited();
    const { account: mine, owner: me } = await given.accountWithOwner();
    const response = await me.client.delete(`/api/accounts/${mine.id}/invitations/${theirs.invitationId}`);
    expect(response.status).toBe(404);
    expect(await invitationRows(theirs.account.id)).toHaveLength(1);
  });
});

describe('the invitation page', () => {
  test('shows the account name, role, email and expiry to anyone holding the link', async () => {
    const { token, email } = await invited('admin');
    const response = await browser(keel).get(`/api/invitations/${token}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      account: { name: 'Globex' },
      role: 'admin',
      email,
      expires_at: expect.any(String),
    });
  });

  test('an unknown, expired or accepted link is invalid', async () => {
    await expectInvalidLink('x'.repeat(43));
    const expired = await invited();
    await keel.db
      .update(accountInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountInvitations.token, expired.token));
    await expectInvalidLink(expired.token);
    const accepted = await invited();
    await keel.db
      .update(accountInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(accountInvitations.token, accepted.token));
    await expectInvalidLink(accepted.token);
  });
});

describe('accepting an invitation', () => {
  test('makes the invited user a member with the invited role and selects the account', async () => {
    const { account, email, token } = await invited('admin');
    const invitee = await given.verifiedUser({ email });
    const response = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ accountId: account.id, accountName: 'Globex' });

    expect(await membership(account.id, invitee.id)).toEqual([expect.objectContaining({ role: 'admin' })]);
    const [profile] = await keel.db.select().from(profiles).where(eq(profiles.id, invitee.id));
    expect(profile!.lastSelectedAccountId).toBe(account.id);
    await expectInvalidLink(token);
    expect((await invitee.client.get(`/api/accounts/${account.id}`)).status).toBe(200);
  });

  test('requires a signed-in user', async () => {
    const { token } = await invited();
    const response = await browser(keel).post(`/api/invitations/${token}/accept`);
    expect(response.status).toBe(401);
    expect((await browser(keel).get(`/api/invitations/${token}`)).status).toBe(200);
  });

  test('requires the invited email; someone else gets 403 and no membership', async () => {
    const { account, token, email } = await invited();
    const other = await given.stranger();
    const response = await other.client.post(`/api/invitations/${token}/accept`);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatchObject({
      code: 'invitation_email_mismatch',
      message: expect.stringContaining(email),
    });
    expect(await membership(account.id, other.id)).toHaveLength(0);
    expect((await browser(keel).get(`/api/invitations/${token}`)).status).toBe(200);
  });

  test('an expired or deleted invitation cannot be accepted', async () => {
    const expired = await invited();
    await keel.db
      .update(accountInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountInvitations.token, expired.token));
    const expiredInvitee = await given.verifiedUser({ email: expired.email });
    expect((await expiredInvitee.client.post(`/api/invitations/${expired.token}/accept`)).status).toBe(404);
    expect(await membership(expired.account.id, expiredInvitee.id)).toHaveLength(0);

    const deleted = await invited();
    await deleted.owner.client.delete(
      `/api/accounts/${deleted.account.id}/invitations/${deleted.invitationId}`,
    );
    const deletedInvitee = await given.verifiedUser({ email: deleted.email });
    const response = await deletedInvitee.client.post(`/api/invitations/${deleted.token}/accept`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe(INVALID);
    expect(await membership(deleted.account.id, deletedInvitee.id)).toHaveLength(0);
  });

  test('accepting twice as the same user is harmless', async () => {
    const { account, email, token } = await invited();
    const invitee = await given.verifiedUser({ email });
    expect((await invitee.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect((await invitee.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect(await membership(account.id, invitee.id)).toHaveLength(1);
  });

  test('a member removed since cannot re-use their old link: it is invalid, not "already a member"', async () => {
    const { account, owner, email, token } = await invited();
    const invitee = await given.verifiedUser({ email });
    expect((await invitee.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect((await owner.client.delete(`/api/accounts/${account.id}/members/${invitee.id}`)).status).toBe(200);

    const response = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({ code: 'invalid_invitation', message: INVALID });
    expect(await membership(account.id, invitee.id)).toHaveLength(0);
    expect((await invitee.client.get(`/api/accounts/${account.id}`)).status).toBe(404);
  });

  test('an accepted link cannot be reused by anyone else', async () => {
    const { account, email, token } = await invited();
    const invitee = await given.verifiedUser({ email });
    await invitee.client.post(`/api/invitations/${token}/accept`);
    const other = await given.stranger();
    const response = await other.client.post(`/api/invitations/${token}/accept`);
    expect(response.status).toBe(404);
    expect(await membership(account.id, other.id)).toHaveLength(0);
  });
});
