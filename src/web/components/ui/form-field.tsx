import { type ComponentProps, type ReactNode, useId } from 'react';
import { PASSWORD_MIN_LENGTH } from '#domain/schemas/auth.ts';
import { CharacterCount } from '#web/components/character-count.tsx';
import { cn } from '#web/lib/cn.ts';
import { Input } from './input';
import { Label } from './label';

/** What a field's control must spread so its label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /** The validation message; when present the control is marked invalid and describes itself with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Sits at the right of the label row, e.g. a "Forgot your password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({ label, error, hint, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = Omit<FormFieldProps, 'children' | 'className'> &
  ComponentProps<typeof Input> & {
    /** The class of the field (label, control and messages), not of the input. */
    fieldClassName?: string;
    /** A capped text: shows how much is used beside the label and stops typing at the cap. */
    count?: { length: number; max: number };
  };

/** A FormField holding one Input: spread a form's `register(name)` and the input's own props. */
export function InputField({
  label,
  error,
  hint,
  labelAside,
  fieldClassName,
  count,
  ...input
}: InputFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      labelAside={count ? <CharacterCount length={count.length} max={count.max} /> : labelAside}
      className={fieldClassName}
    >
      {(control) => <Input {...control} maxLength={count?.max} {...input} />}
    </FormField>
  );
}

/** One's own address in an identity form: the right keyboard on phones and the browser's autofill. */
export const ownEmail = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  placeholder: 'you@company.com',
} as const;

/** An address typed for someone else (an invitee, a new super user): no autofill of one's own. */
export const someoneElsesEmail = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'off',
  placeholder: 'name@company.com',
} as const;

/** A password being chosen: the browser may offer to generate and save it. */
export const newPassword = { type: 'password', autoComplete: 'new-password' } as const;

/** The hint under every field where a password is chosen. */
export const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters.`;
