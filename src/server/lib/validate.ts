import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../errors.ts';
import { isJsonContentType } from '../http/is-json-content-type.ts';
import { messagesByField } from './messages-by-field.ts';
import { plainValidationMessage } from './plain-validation-message.ts';

/**
 * zod validation for a request part; a failure is a 400 naming each bad field with the
 * schema's own message (the same messages the web forms show), or, for a rule without one, the
 * API's plain wording (plainValidationMessage).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(
    target,
    schema,
    (result, c) => {
      // Hono reads a body of another type as {}: say so, instead of naming a field that was sent
      // or, where every field is optional, changing nothing and answering 200.
      if (target === 'json' && !isJsonContentType(c.req.header('content-type'))) {
        const sentBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding');
        if (!result.success || sentBody) {
          throw new AppError('not_json', 'Send the body as JSON, with Content-Type: application/json.', 415);
        }
      }
      if (result.success) return;
      const first = result.error.issues[0]?.message ?? 'The request is not valid.';
      throw new AppError('validation_failed', first, 400, messagesByField(result.error.issues, target));
    },
    {
      // zod's classic and core result types differ only in name; the result is what the hook reads.
      validationFunction: (parsed, value) =>
        parsed.safeParseAsync(value, { error: plainValidationMessage }) as Promise<never>,
    },
  );
}
