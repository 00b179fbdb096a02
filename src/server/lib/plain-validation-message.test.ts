import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { plainValidationMessage } from './plain-validation-message.ts';

const schema = z.object({
  companyId: z.uuid(),
  note: z.string().min(1).max(5).optional(),
  count: z.number().int().min(1).max(3).optional(),
  share: z.number().positive().lt(1).optional(),
  role: z.enum(['member', 'admin']).optional(),
  tags: z.array(z.string()).max(1).optional(),
  named: z.string().min(1, 'Please enter a name').optional(),
});
const companyId = crypto.randomUUID();

describe('plainValidationMessage: the API’s wording where a rule has no message', () => {
  test.each([
    [[], 'Send a JSON object as the body.'],
    [{}, '"companyId" is required.'],
    [{ companyId: 7 }, '"companyId" must be text.'],
    [{ companyId: 'abc' }, '"companyId" must be an id (a UUID).'],
    [{ companyId, note: '' }, '"note" cannot be empty.'],
    [{ companyId, note: 'toolong' }, '"note" can be at most 5 characters.'],
    [{ companyId, count: 1.5 }, '"count" must be a whole number.'],
    [{ companyId, count: 4 }, '"count" can be at most 3.'],
    [{ companyId, count: 0 }, '"count" must be at least 1.'],
    [{ companyId, share: 0 }, '"share" must be more than 0.'],
    [{ companyId, share: 1 }, '"share" must be less than 1.'],
    [{ companyId, role: 'owner' }, '"role" must be one of: "member", "admin".'],
    [{ companyId, tags: ['a', 'b'] }, '"tags" can hold at most 1 item.'],
    [{ companyId, tags: [1] }, '"tags.0" must be text.'],
    // A rule's own message always wins.
    [{ companyId, named: '' }, 'Please enter a name'],
  ])('%j → %s', (body, message) => {
    const result = schema.safeParse(body, { error: plainValidationMessage });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
