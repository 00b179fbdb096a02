import { type ChangeEvent, type FocusEvent, useId } from 'react';
import { MIN_YEAR, TEXT_ANSWER_MAX } from '#domain/questionnaire.ts';
import { Input } from '#web/components/ui/input.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import type { Question } from '../api/questionnaire';

type AnswerInputProps = {
  question: Pick<Question, 'id' | 'answerSet' | 'options'>;
  value: string;
  /** The element naming the field: the question text. */
  labelledBy: string;
  /** Ids of the hint and error texts that describe the field. */
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Text, Number and Year: the field lost focus (save when changed). */
  onCommit: (value: string) => void;
  /** Radio: an option was chosen (save at once). */
  onSelect: (value: string) => void;
};

/**
 * Spec §5 question inputs: Number (0 or more), Year (1900 to this year), Text (multi-line, capped),
 * Radio (one of the options). The browser's own limits only guide; validateAnswer decides.
 */
export function AnswerInput({
  question,
  value,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  onChange,
  onCommit,
  onSelect,
}: AnswerInputProps) {
  const optionPrefix = useId();
  const common = {
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    disabled,
  } as const;
  // Text, Number and Year edit a typed value and commit it when the field loses focus.
  const typed = {
    ...common,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onCommit(event.target.value),
  };

  switch (question.answerSet) {
    case 'Number':
      return <Input {...typed} type="number" inputMode="decimal" min={0} step="any" className="max-w-48" />;
    case 'Year':
      return (
        <Input
          {...typed}
          type="number"
          inputMode="numeric"
          min={MIN_YEAR}
          max={new Date().getFullYear()}
          step={1}
          placeholder="YYYY"
          className="max-w-32"
        />
      );
    case 'Text':
      return <Textarea {...typed} rows={3} maxLength={TEXT_ANSWER_MAX} className="max-h-80" />;
    case 'Radio':
      return (
        <RadioGroup
          {...common}
          value={value}
          onValueChange={onSelect}
          className={cn(
            'grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2',
            (question.options?.length ?? 0) <= 3 && 'sm:flex sm:flex-wrap',
          )}
        >
          {(question.options ?? []).map((option, index) => {
            const id = `${optionPrefix}-${index}`;
            return (
              <label
                key={option}
                htmlFor={id}
                className={cn(
                  'flex min-h-8 cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-muted',
                  disabled && 'cursor-not-allowed opacity-60 hover:bg-transparent',
                )}
              >
                <RadioGroupItem id={id} value={option} aria-invalid={invalid || undefined} />
                <span>{option}</span>
              </label>
            );
          })}
        </RadioGroup>
      );
  }
}
