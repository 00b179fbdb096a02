import { z } from 'zod';
import { assignableRoles } from '../roles.ts';
import { requiredName } from './text.ts';

/** Spec §5 texts, word for word, plus a few the spec leaves open. */
export const accountMessages = {
  accountNameRequired: 'Please enter an account name',
  accountNameInvalid: 'Please enter a valid account name',
  accountNameTooLong: 'Account name must be at most 100 characters',
  companyNameRequired: 'Please enter a company name',
  companyNameInvalid: 'Please enter a valid company name',
  companyNameTooLong: 'Company name must be at most 200 characters',
  websiteInvalid: 'Please enter a valid website address',
  inviteFieldsRequired: 'Please fill in all fields',
  inviteEmailInvalid: 'Please enter a valid email address (e.g. name@company.com)',
  confirmationMismatch: 'Confirmation text does not match',
  cannotRemoveSelf: 'You cannot remove yourself from the account',
} as const;

export const ACCOUNT_NAME_MAX = 100;
export const COMPANY_NAME_MAX = 200;
export const INVITATION_LIFETIME_DAYS = 7;
export const DELETION_CODE_LENGTH = 12;

const accountName = (emptyMessage: string) =>
  requiredName({ empty: emptyMessage, tooLong: accountMessages.accountNameTooLong }, ACCOUNT_NAME_MAX);

export const createAccountInput = z.object({ name: accountName(accountMessages.accountNameRequired) });
export const renameAccountInput = z.object({ name: accountName(accountMessages.accountNameInvalid) });

/** A website gets 'https://' when it has no scheme; blank means none. */
export function normaliseWebsite(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const websiteUrl = z
  .string()
  .max(500, accountMessages.websiteInvalid)
  .nullish()
  .transform(normaliseWebsite)
  .refine((value) => {
    if (value === null) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, accountMessages.websiteInvalid);

const companyName = (emptyMessage: string) =>
  requiredName({ empty: emptyMessage, tooLong: accountMessages.companyNameTooLong }, COMPANY_NAME_MAX);

export const createCompanyInput = z.object({
  name: companyName(accountMessages.companyNameRequired),
  websiteUrl,
});
export const updateCompanyInput = z.object({
  name: companyName(accountMessages.companyNameInvalid),
  websiteUrl,
});

/** The invite form's simple address pattern (spec §5); the server lowercases the email. */
export const INVITE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const sendInvitationInput = z.object({
  email: z
    .string({ error: accountMessages.inviteFieldsRequired })
    .trim()
    .min(1, accountMessages.inviteFieldsRequired)
    .max(254, accountMessages.inviteEmailInvalid)
    .regex(INVITE_EMAIL_PATTERN, accountMessages.inviteEmailInvalid)
    .transform((email) => email.toLowerCase()),
  role: z.enum(assignableRoles, { error: accountMessages.inviteFieldsRequired }),
});

export const changeRoleInput = z.object({ role: z.enum(assignableRoles) });

export const deleteAccountInput = z.object({
  confirmationText: z.string().max(100),
});

export const selectAccountInput = z.object({ accountId: z.uuid() });
