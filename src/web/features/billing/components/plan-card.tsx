import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

const features = ['Full access to all features', 'Priority support', 'Unlimited team members'];

/** The one plan (spec 2 §2); its price is not shown (§9). */
export function PlanCard({ action }: { action?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly Plan</CardTitle>
        <CardDescription>Everything in Keel for your whole team, billed monthly.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-2 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        {action}
      </CardContent>
    </Card>
  );
}
