import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type SandboxCardInput, sandboxCardSchema } from '#domain/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

type SandboxCardFormProps = {
  onPay: (card: SandboxCardInput) => void;
  pending: boolean;
  /** Field messages the server answered with (a declined card, an unknown number). */
  serverErrors: Partial<Record<keyof SandboxCardInput, string>>;
};

/** The sandbox's card form, checked by the same schema as the server. */
export function SandboxCardForm({ onPay, pending, serverErrors }: SandboxCardFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SandboxCardInput, unknown, z.output<typeof sandboxCardSchema>>({
    resolver: zodResolver(sandboxCardSchema),
    defaultValues: { nameOnCard: '', cardNumber: '', expiry: '', cvc: '' },
  });
  const error = (field: keyof SandboxCardInput) => errors[field]?.message ?? serverErrors[field];

  return (
    <form noValidate onSubmit={handleSubmit((card) => onPay(card))} className="flex flex-col gap-4">
      <FormField label="Name on card" error={error('nameOnCard')}>
        {(control) => <Input {...control} {...register('nameOnCard')} autoComplete="cc-name" />}
      </FormField>
      <FormField
        label="Card number"
        error={error('cardNumber')}
        hint="Test card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined."
      >
        {(control) => (
          <Input
            {...control}
            {...register('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)" error={error('expiry')}>
          {(control) => (
            <Input {...control} {...register('expiry')} autoComplete="cc-exp" placeholder="12/34" />
          )}
        </FormField>
        <FormField label="CVC" error={error('cvc')}>
          {(control) => (
            <Input
              {...control}
              {...register('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
            />
          )}
        </FormField>
      </div>
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Processing payment…' : 'Pay and Subscribe'}
      </Button>
    </form>
  );
}
