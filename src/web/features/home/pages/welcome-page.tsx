import { ArrowRight, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { usePageMeta } from '../../../lib/use-page-meta';

export function WelcomePage() {
  usePageMeta('Welcome to Keel', 'Get your company ready for due diligence with Keel.');

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Welcome to Keel</h1>
        <p className="max-w-prose text-muted-foreground">
          Keel prepares your company for due diligence. Describe the company once, and Keel recommends the
          documents your data room needs, checks what you upload and shows how ready you are.
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
              <ClipboardList className="size-4" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-medium">Start with the company profile</h2>
              <p className="text-sm text-muted-foreground">
                Eleven short sections, from company formation to business continuity.
              </p>
            </div>
          </div>
          <Button asChild>
            <Link to="/questionnaire">
              Company Questionnaire
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
