import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { answerSets, DEFAULT_EXPIRATION_DAYS, governanceAreas } from '#domain/questionnaire.ts';
import { questionInput } from '#domain/schemas/questions.ts';
import { SelectField } from '#web/components/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogCancel, DialogFrame, DialogPanelFooter } from '#web/components/ui/dialog.tsx';
import { FormField, InputField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldsOf } from '#web/lib/fields-of.ts';
import type { CatalogueQuestion } from '../api/admin-questions';
import { useCreateQuestion } from '../api/use-create-question';
import { useUpdateQuestion } from '../api/use-update-question';
import { OptionsEditor } from './options-editor';

type Output = z.output<typeof questionInput>;
/** The form holds text as typed; the shared schema coerces and checks it, as the server does. */
type Values = {
  questionText: string;
  governanceArea: string;
  answerSet: string;
  options: string[];
  orderValue: string;
  expirationDays: string;
};

const fieldNames = [
  'questionText',
  'governanceArea',
  'answerSet',
  'options',
  'orderValue',
  'expirationDays',
] as const;

const schemaResolver = zodResolver(questionInput) as unknown as Resolver<Values, unknown, Output>;
// Blank option rows are dropped rather than refused; the server receives the same cleaned list.
const resolver: Resolver<Values, unknown, Output> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      governanceArea: values.governanceArea || undefined,
      answerSet: values.answerSet || undefined,
      options: values.options.map((option) => option.trim()).filter(Boolean),
      // A blank number is missing, not zero: NaN gets the schema's 'required' message.
      orderValue: values.orderValue.trim() === '' ? Number.NaN : values.orderValue,
      expirationDays: values.expirationDays.trim() === '' ? Number.NaN : values.expirationDays,
    } as unknown as Values,
    context,
    options,
  );

function initialValues(question: CatalogueQuestion | null, defaultOrder: number): Values {
  return {
    questionText: question?.questionText ?? '',
    governanceArea: question?.governanceArea ?? '',
    answerSet: question?.answerSet ?? '',
    options: question?.options?.length ? question.options : [''],
    orderValue: String(question?.orderValue ?? defaultOrder),
    expirationDays: String(question?.expirationDays ?? DEFAULT_EXPIRATION_DAYS),
  };
}

/**
 * Create or edit a global question (spec §5): text, governance area, answer set, the options of a
 * Radio question, order (next step of 10 by default) and expiration days (90 by default). Messages
 * come from the shared schema; the server's field messages land on the same fields.
 */
export function QuestionFormDialog({
  open,
  onOpenChange,
  question,
  defaultOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question to edit, or null to create one. */
  question: CatalogueQuestion | null;
  defaultOrder: number;
}) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const pending = create.isPending || update.isPending;
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: initialValues(question, defaultOrder),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors },
  } = form;
  const field = fieldsOf(form);

  // Each opening starts from the question (or the defaults), not from the last edit.
  useEffect(() => {
    if (open) reset(initialValues(question, defaultOrder));
  }, [open, question, defaultOrder, reset]);

  const answerSet = watch('answerSet');

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError) || !error.fields) return;
    for (const name of fieldNames) {
      const message = error.fields[name];
      if (message) setError(name, { message });
    }
  }

  const submit = handleSubmit((values) => {
    const callbacks = { onSuccess: () => onOpenChange(false), onError: showServerErrors };
    if (question) update.mutate({ id: question.id, question: values }, callbacks);
    else create.mutate(values, callbacks);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        panel
        className="max-w-xl"
        title={question ? 'Edit Question' : 'Create Question'}
        description={
          question
            ? 'Changes apply to every account’s questionnaire. Existing answers are kept.'
            : 'The question appears in every account’s questionnaire at once.'
        }
      >
        <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5 sm:p-6">
            <FormField label="Question text" error={errors.questionText?.message}>
              {(field) => <Textarea {...field} {...register('questionText')} rows={3} />}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                form={form}
                name="governanceArea"
                label="Governance area"
                options={governanceAreas}
                placeholder="Select an area"
              />
              <SelectField
                form={form}
                name="answerSet"
                label="Answer set"
                options={answerSets}
                placeholder="Select an answer set"
              />
            </div>
            {answerSet === 'Radio' && (
              <Controller
                control={control}
                name="options"
                render={({ field: { value, onChange } }) => (
                  <OptionsEditor options={value} onChange={onChange} error={errors.options?.message} />
                )}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label="Order"
                hint="Lower numbers come first."
                {...field('orderValue')}
                type="number"
                inputMode="numeric"
                step={10}
              />
              <InputField
                label="Expiration days"
                hint="An answer older than this asks to be confirmed."
                {...field('expirationDays')}
                type="number"
                inputMode="numeric"
                min={1}
              />
            </div>
          </div>
          <DialogPanelFooter>
            <DialogCancel />
            <Button type="submit" loading={pending}>
              {question ? 'Save Question' : 'Create Question'}
            </Button>
          </DialogPanelFooter>
        </form>
      </DialogFrame>
    </Dialog>
  );
}
