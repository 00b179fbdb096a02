import { z } from 'zod';
import { answerSets, DEFAULT_EXPIRATION_DAYS, governanceAreas } from '../questionnaire.ts';
import { isBlank, requiredName } from './text.ts';

/** Spec §5 texts for question create and edit, word for word. */
export const questionMessages = {
  textRequired: 'Question text is required',
  areaRequired: 'Governance area is required',
  answerSetRequired: 'Answer set is required',
  radioOptions: 'Radio questions must have at least one option',
  orderRequired: 'Order is required and must be a number',
  expirationRequired: 'Expiration days is required and must be a number',
} as const;

const requiredText = (message: string, max: number) =>
  requiredName({ empty: message, tooLong: `At most ${max} characters` }, max);

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .refine((value) => Number.isInteger(value), message)
    .refine((value) => value >= min && value <= max, `Enter a number from ${min} to ${max}`);

export const questionInput = z
  .object({
    questionText: requiredText(questionMessages.textRequired, 500),
    governanceArea: z.enum(governanceAreas, { error: questionMessages.areaRequired }),
    answerSet: z.enum(answerSets, { error: questionMessages.answerSetRequired }),
    options: z
      .array(
        z
          .string()
          .trim()
          .max(200)
          .refine((option) => !isBlank(option), 'An option cannot be blank'),
      )
      .max(30)
      .nullish(),
    orderValue: wholeNumber(questionMessages.orderRequired, 0, 1_000_000),
    expirationDays: wholeNumber(questionMessages.expirationRequired, 1, 36_500).default(
      DEFAULT_EXPIRATION_DAYS,
    ),
  })
  .superRefine((value, context) => {
    if (value.answerSet === 'Radio' && !value.options?.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: questionMessages.radioOptions });
    }
  })
  .transform((value) => ({
    ...value,
    options: value.answerSet === 'Radio' ? [...new Set(value.options)] : null,
  }));

export type QuestionInput = z.input<typeof questionInput>;

export const superUserInput = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .transform((email) => email.toLowerCase()),
});
