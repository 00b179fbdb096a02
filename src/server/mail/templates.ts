import type { Mail } from './mailer.ts';

/** Every mail has the same calm layout: a heading, one paragraph, one button, and the link in plain text. */
function actionMail(input: {
  to: string;
  subject: string;
  heading: string;
  body: string;
  action: string;
  link: string;
  footer: string;
}): Mail {
  const text = `${input.heading}\n\n${input.body}\n\n${input.action}: ${input.link}\n\n${input.footer}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:32px">
<p style="font-weight:600;font-size:14px;letter-spacing:.08em;color:#0e7490;margin:0 0 24px">KEEL</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(input.heading)}</h1>
<p style="font-size:15px;line-height:1.5;margin:0 0 24px">${escapeHtml(input.body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="background:#0e7490;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;display:inline-block">${escapeHtml(input.action)}</a></p>
<p style="font-size:13px;color:#475569;line-height:1.5;margin:0">If the button does not work, open this link:<br><a href="${escapeHtml(input.link)}" style="color:#0e7490;word-break:break-all">${escapeHtml(input.link)}</a></p>
<p style="font-size:13px;color:#64748b;margin:24px 0 0">${escapeHtml(input.footer)}</p>
</div></body></html>`;
  return { to: input.to, subject: input.subject, text, html, link: input.link };
}

export function verificationMail(to: string, link: string): Mail {
  return actionMail({
    to,
    link,
    subject: 'Verify your email for Keel',
    heading: 'Confirm your email address',
    body: 'Welcome to Keel. Confirm this is your email address to finish creating your account.',
    action: 'Verify email',
    footer: 'If you did not sign up for Keel, you can ignore this message.',
  });
}

export function passwordResetMail(to: string, link: string): Mail {
  return actionMail({
    to,
    link,
    subject: 'Reset your Keel password',
    heading: 'Reset your password',
    body: 'We received a request to reset the password of your Keel account. The link works once and expires in one hour.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, you can ignore this message: your password stays the same.',
  });
}

export function invitationMail(input: {
  to: string;
  link: string;
  accountName: string;
  inviterEmail: string;
  role: string;
}): Mail {
  return actionMail({
    to: input.to,
    link: input.link,
    subject: `You're invited to join ${input.accountName} on Keel`,
    heading: `Join ${input.accountName} on Keel`,
    body: `${input.inviterEmail} invited you to join ${input.accountName} as ${input.role === 'admin' ? 'an Admin' : 'a User'}. Keel is where the team gets the company ready for due diligence. The invitation expires in 7 days.`,
    action: 'Accept invitation',
    footer: 'If you were not expecting this invitation, you can ignore this message.',
  });
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
