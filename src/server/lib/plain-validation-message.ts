import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

const items = (count: number | bigint) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The API's wording for a rule that has no message of its own: what is wrong, naming the field as
 * the request names it. Rules that users meet in the web forms carry their own (spec) messages,
 * which always win; this speaks to whoever sends the API something the forms never would, instead
 * of zod's 'Invalid input: expected string, received undefined'.
 */
export function plainValidationMessage(issue: Issue): string {
  const path = issue.path?.map(String).join('.') ?? '';
  const name = path ? `"${path}"` : 'The request';
  switch (issue.code) {
    case 'invalid_type':
      if (!path && issue.expected === 'object') return 'Send a JSON object as the body.';
      if (issue.input === undefined) return `${name} is required.`;
      return `${name} must be ${kinds[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${name} can be at most ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `${name} can hold at most ${items(issue.maximum)}.`;
      return issue.inclusive === false
        ? `${name} must be less than ${issue.maximum}.`
        : `${name} can be at most ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `${name} cannot be empty.`
          : `${name} must be at least ${issue.minimum} characters.`;
      if (issue.origin === 'array') return `${name} must hold at least ${items(issue.minimum)}.`;
      return issue.inclusive === false
        ? `${name} must be more than ${issue.minimum}.`
        : `${name} must be at least ${issue.minimum}.`;
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return `${name} must be an id (a UUID).`;
      if (issue.format === 'email') return `${name} must be an email address.`;
      if (issue.format === 'url') return `${name} must be a web address.`;
      return `${name} is not in the expected form.`;
    case 'invalid_value':
      return `${name} must be one of: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `${name} must be a multiple of ${issue.divisor}.`;
    default:
      return `${name} is not valid.`;
  }
}
