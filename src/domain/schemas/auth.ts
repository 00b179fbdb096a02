import { z } from 'zod';

/** Spec §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;

/** Validation texts. The ones quoted in spec §5 are word for word; the others fill gaps the spec leaves. */
export const authMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  resendEmailRequired: 'Please provide your email address',
} as const;

function emailField(requiredMessage: string) {
  return z.string().trim().min(1, requiredMessage).pipe(z.email(authMessages.emailInvalid));
}

export const emailSchema = emailField(authMessages.emailRequired);

export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort);

/** Sign in: email and password required, email in email format (spec §5). */
export const signInInput = z.object({
  email: emailSchema,
  password: z.string().min(1, authMessages.passwordRequired),
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
export const newPasswordInput = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof newPasswordInput>;

/** POST /api/password-reset/check: lets the reset page reject an unusable link before the user types. */
export const passwordResetCheckInput = z.object({ token: z.string().min(1) });
export type PasswordResetCheckInput = z.infer<typeof passwordResetCheckInput>;

export const passwordResetCheckResult = z.object({ valid: z.boolean() });
export type PasswordResetCheckResult = z.infer<typeof passwordResetCheckResult>;
