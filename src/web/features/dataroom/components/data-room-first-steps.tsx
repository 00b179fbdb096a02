import { ClipboardList, Sparkles, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/**
 * What a new data room says first: there is nothing to match documents against until Keel has
 * recommended them, and it recommends them from the questionnaire's answers.
 */
export function DataRoomFirstSteps({
  accountId,
  answered,
}: {
  accountId: string;
  /** Answered and total questions, when known. */
  answered: { answered: number; total: number } | null;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>Start your data room</CardTitle>
        <CardDescription>
          Keel tells you which documents a due-diligence team will ask for, then checks each one you upload
          against that list.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 sm:p-6">
        <ol className="flex flex-col gap-4">
          <Step
            number={1}
            icon={<ClipboardList aria-hidden="true" />}
            title="Answer the questionnaire"
            text={
              answered
                ? `${answered.answered} of ${answered.total} questions answered. The more you answer, the better the list fits your company.`
                : 'Describe your company, section by section.'
            }
          >
            <Button asChild variant="outline" size="sm">
              <Link to={paths.questionnaire(accountId)}>Open Company Profile</Link>
            </Button>
          </Step>
          <Step
            number={2}
            icon={<Sparkles aria-hidden="true" />}
            title="Generate your recommendations"
            text="Use 'Generate Data Room Recommendations' at the top of this page: Keel turns your answers into the documents your data room needs, by governance area and priority."
          />
          <Step
            number={3}
            icon={<Upload aria-hidden="true" />}
            title="Upload your documents"
            text="Drop files or whole folders: each one is read, indexed and matched to the recommended file it fulfils."
          />
        </ol>
      </CardContent>
    </Card>
  );
}

function Step({
  number,
  icon,
  title,
  text,
  children,
}: {
  number: number;
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-4">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-sm font-medium">
          <span className="sr-only">Step {number}: </span>
          {title}
        </p>
        <p className="text-sm text-muted-foreground">{text}</p>
        {children && <div className="pt-1">{children}</div>}
      </div>
    </li>
  );
}
