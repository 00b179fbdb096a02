import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** The options of a Radio question: one row each, added and removed in place. Blank rows are ignored. */
export function OptionsEditor({
  options,
  onChange,
  error,
}: {
  options: string[];
  onChange: (options: string[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Options</legend>
      <ol className="flex flex-col gap-2">
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; their text is what is being edited.
          <li key={index} className="flex items-center gap-2">
            <Input
              aria-label={`Option ${index + 1}`}
              aria-invalid={error ? true : undefined}
              value={option}
              onChange={(event) => onChange(options.map((o, i) => (i === index ? event.target.value : o)))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove option ${index + 1}`}
              disabled={options.length === 1}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange([...options, ''])}>
          <Plus aria-hidden="true" />
          Add option
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
