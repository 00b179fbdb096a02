import { type SandboxCardInput, sandboxCardSchema } from '#domain/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

type SandboxCardFormProps = {
  onPay: (card: SandboxCardInput) => void;
  pending: boolean;
  /** Field messages the server answered with (a declined card, an unknown number). */
  serverErrors: Partial<Record<keyof SandboxCardInput, string>>;
};

/** The sandbox's card form, checked by the same schema as the server. */
export function SandboxCardForm({ onPay, pending, serverErrors }: SandboxCardFormProps) {
  const form = useSchemaForm(sandboxCardSchema, { nameOnCard: '', cardNumber: '', expiry: '', cvc: '' });
  /** A field's registration with its message: the schema's first, else the server's. */
  const field = (name: keyof SandboxCardInput) => {
    const bound = form.field(name);
    return { ...bound, error: bound.error ?? serverErrors[name] };
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((card) => onPay(card))} className="flex flex-col gap-4">
      <InputField label="Name on card" {...field('nameOnCard')} autoComplete="cc-name" />
      <InputField
        label="Card number"
        hint="Test card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined."
        {...field('cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField label="Expiry (MM/YY)" {...field('expiry')} autoComplete="cc-exp" placeholder="12/34" />
        <InputField
          label="CVC"
          {...field('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
        />
      </div>
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Processing payment…' : 'Pay and Subscribe'}
      </Button>
    </form>
  );
}
