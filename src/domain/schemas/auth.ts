import { z } from 'zod';

/** Spec §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;
/** Sign-in refuses longer passwords, so nothing may set one (hashing a megabyte costs CPU too). */
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;
/** The user's display name held by the auth tables (the profile's own name has the same limit). */
export const USER_NAME_MAX_LENGTH = 100;
export const IMAGE_URL_MAX_LENGTH = 2048;

/** Validation texts. The ones quoted in spec §5 are word for word; the others fill gaps the spec leaves. */
export const authMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  nameTooLong: 'Name must be at most 100 characters',
  imageInvalid: 'The image must be an http or https address',
  passwordsDoNotMatch: 'Passwords do not match',
  resendEmailRequired: 'Please provide your email address',
} as const;

function emailField(requiredMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
    .pipe(z.email(authMessages.emailInvalid));
}

export const emailSchema = emailField(authMessages.emailRequired);

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** Sign in: email and password required, email in email format (spec §5). */
export const signInInput = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export type SignInInput = z.infer<typeof signInInput>;

/** Sign up: as sign in, and the password has the minimum length. */
export const signUpInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** Resend verification requires an email (spec §5: 'Please provide your email address'). */
export const resendVerificationInput = z.object({
  email: emailField(authMessages.resendEmailRequired),
});
export type ResendVerificationInput = z.infer<typeof resendVerificationInput>;

export const requestPasswordResetInput = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** Reset or set a password: minimum length, and the confirmation must match (spec §5). */
export const newPasswordInput = passwordFormInput(false);
export type NewPasswordInput = z.infer<typeof newPasswordInput>;

/** POST /api/password-reset/check: lets the reset page reject an unusable link before the user types. */
export const passwordResetCheckInput = z.object({ token: z.string().min(1) });
export type PasswordResetCheckInput = z.infer<typeof passwordResetCheckInput>;

export const passwordResetCheckResult = z.object({ valid: z.boolean() });
export type PasswordResetCheckResult = z.infer<typeof passwordResetCheckResult>;

/**
 * POST /api/me/password. The current password is needed whenever the user has one (a stolen
 * session must not be enough to take the account over); only the first password, chosen after
 * accepting an invitation, is set without it.
 */
export const changePasswordInput = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, authMessages.currentPasswordWrong).optional(),
  password: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The password dialog's form: new password twice, and the current one when the user has one. */
export function passwordFormInput(requiresCurrent: boolean) {
  return z
    .object({
      currentPassword: requiresCurrent
        ? z.string().min(1, authMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH)
        : z.string().optional(),
      password: newPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      message: authMessages.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
}
export type PasswordFormInput = z.infer<ReturnType<typeof passwordFormInput>>;

/** An image address the app may put in an <img src>: http or https only, never javascript: or data:. */
const httpUrl = z
  .string()
  .max(IMAGE_URL_MAX_LENGTH, authMessages.imageInvalid)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, authMessages.imageInvalid);

/** The user fields Better Auth stores from sign-up and update-user, bounded like every stored string. */
export const authUserFieldsInput = z.looseObject({
  email: z.string().max(EMAIL_MAX_LENGTH, authMessages.emailInvalid).optional(),
  name: z.string().max(USER_NAME_MAX_LENGTH, authMessages.nameTooLong).optional(),
  image: httpUrl.nullish(),
});
