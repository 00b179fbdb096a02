import { describe, expect, test } from 'vitest';
import { questionInput, questionMessages, superUserInput } from './questions.ts';

const valid = {
  questionText: 'How many full-time employees does the company have?',
  governanceArea: 'HR',
  answerSet: 'Number',
  orderValue: 10,
};

/** The first message zod gives for each field, as the API's `fields` and the form show them. */
function fieldMessages(input: unknown) {
  const result = questionInput.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('question create and edit', () => {
  test("an empty form names every required field with the spec's message", () => {
    expect(fieldMessages({})).toMatchObject({
      questionText: 'Question text is required',
      governanceArea: 'Governance area is required',
      answerSet: 'Answer set is required',
      orderValue: 'Order is required and must be a number',
    });
  });

  test('blank text, an unknown area and an unknown answer set are refused', () => {
    expect(fieldMessages({ ...valid, questionText: '   ' })).toEqual({
      questionText: 'Question text is required',
    });
    expect(fieldMessages({ ...valid, governanceArea: 'Marketing' })).toEqual({
      governanceArea: 'Governance area is required',
    });
    expect(fieldMessages({ ...valid, answerSet: 'Date' })).toEqual({ answerSet: 'Answer set is required' });
  });

  test('Radio questions must have at least one option', () => {
    for (const options of [undefined, null, []]) {
      expect(fieldMessages({ ...valid, answerSet: 'Radio', options })).toEqual({
        options: questionMessages.radioOptions,
      });
    }
    expect(questionMessages.radioOptions).toBe('Radio questions must have at least one option');
  });

  test('order and expiration days must be whole numbers', () => {
    expect(fieldMessages({ ...valid, orderValue: 'ten' })).toEqual({
      orderValue: 'Order is required and must be a number',
    });
    expect(fieldMessages({ ...valid, expirationDays: 1.5 })).toEqual({
      expirationDays: 'Expiration days is required and must be a number',
    });
    expect(fieldMessages({ ...valid, expirationDays: 0 })).toEqual({
      expirationDays: 'Enter a number from 1 to 36500',
    });
  });

  test('expiration days default to 90 and numbers given as text are read', () => {
    expect(questionInput.parse(valid).expirationDays).toBe(90);
    expect(questionInput.parse({ ...valid, orderValue: '20', expirationDays: '365' })).toMatchObject({
      orderValue: 20,
      expirationDays: 365,
    });
  });

  test('options are dropped for non-Radio questions and de-duplicated for Radio', () => {
    expect(questionInput.parse({ ...valid, options: ['Yes', 'No'] }).options).toBeNull();
    const radio = questionInput.parse({ ...valid, answerSet: 'Radio', options: [' Yes', 'No', 'Yes '] });
    expect(radio.options).toEqual(['Yes', 'No']);
  });

  test('the question text is trimmed', () => {
    expect(questionInput.parse({ ...valid, questionText: '  Who audits the accounts?  ' }).questionText).toBe(
      'Who audits the accounts?',
    );
  });
});

describe('super user add', () => {
  test('the email is required and lowercased', () => {
    expect(superUserInput.safeParse({ email: '  ' }).error?.issues[0]?.message).toBe('Email is required');
    expect(superUserInput.safeParse({}).error?.issues[0]?.message).toBe('Email is required');
    expect(superUserInput.parse({ email: ' Boss@Example.COM ' }).email).toBe('boss@example.com');
  });
});
