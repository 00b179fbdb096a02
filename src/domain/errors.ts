/**
 * Every error code the API answers with, in `{ "error": { "code", "message", "fields"? } }`.
 * The server's AppError takes only these, and the web app's checks compare against them, so a
 * renamed or mistyped code fails to compile on both sides. (Better Auth's own routes under
 * /api/auth answer in its shape, e.g. EMAIL_NOT_VERIFIED; the web reads those as AuthError.)
 */
export const errorCodes = [
  // any route
  'validation_failed',
  'not_found',
  'unauthenticated',
  'forbidden',
  'rate_limited',
  'conflict',
  'http_error',
  'internal',
  'body_too_large',
  'not_json',
  'invalid_text',
  'untrusted_origin',
  // accounts, members, invitations
  'account_not_found',
  'confirmation_mismatch',
  'member_not_found',
  'last_owner',
  'role_change_refused',
  'removal_refused',
  'already_member',
  'invalid_invitation',
  'invitation_not_found',
  'invitation_email_mismatch',
  // company and profile
  'company_exists',
  'company_not_found',
  'profile_missing',
  'invalid_photo',
  'invalid_current_password',
  // questionnaire and recommendations
  'question_not_found',
  'company_missing',
  'invalid_answer',
  'answer_not_found',
  'no_answers',
  'recommendation_not_found',
  // data room
  'no_company',
  'no_recommendation',
  'unsupported_file',
  'file_too_large',
  'too_many_files',
  // scoring
  'factor_not_found',
  // billing
  'billing_provider_failed',
  'already_subscribed',
  'invalid_signature',
  'card_declined',
  'no_subscription',
  // super admin
  'user_not_found',
  'already_super_admin',
  'not_super_admin',
  'cannot_demote_self',
  'last_super_admin',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * What the web's API client reports when there is no API answer to read: the network failed
 * (`network_error`) or a response carried no error body (`http_<status>`).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | `http_${number}`;

/** Messages the server sends and the web app also shows (or matches) itself, written once. */
export const errorMessages = {
  accountNotFound: "Account not found or you don't have access to it.",
  invalidInvitation: 'Invalid or expired invitation link',
  companyLoadFailed: 'Failed to load company information',
  sessionEnded: 'Your session has ended. Please sign in again.',
  networkError: 'The server could not be reached. Check your connection.',
} as const;
