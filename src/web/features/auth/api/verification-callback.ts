/**
 * Where Better Auth sends the user after they open the verification link; it signs them in first, or
 * appends `error=INVALID_TOKEN` / `error=TOKEN_EXPIRED` when the link is unusable.
 */
export const VERIFIED_CALLBACK_URL = '/email-verification?verified=1';
