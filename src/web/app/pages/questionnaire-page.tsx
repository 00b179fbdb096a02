import { ChevronDown, ListChecks } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hashableAnswers } from '#domain/questionnaire.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useQuestionnaire } from '#web/features/questionnaire/api/questionnaire.ts';
import { QuestionCard } from '#web/features/questionnaire/components/question-card.tsx';
import { QuestionnaireProgress } from '#web/features/questionnaire/components/questionnaire-progress.tsx';
import { SectionList } from '#web/features/questionnaire/components/section-list.tsx';
import { SectionNavigation } from '#web/features/questionnaire/components/section-navigation.tsx';
import { buildSections } from '#web/features/questionnaire/utils/build-sections.ts';
import { RecommendationsPanel } from '#web/features/recommendations/components/recommendations-panel.tsx';
import { isAccountMissing } from '#web/lib/account.ts';
import { cn } from '#web/lib/cn.ts';
import { useMe } from '#web/lib/me.ts';
import { paths } from '../paths';
import { AccountPageHeader } from './account-page-header';
import { useAccountPage } from './use-account-page';

export const QUESTIONNAIRE_TITLE = 'Company Profile Questionnaire';

/**
 * Spec §2 Questionnaire: progress, the eleven sections with their counts, the chosen section's
 * questions (saved as they are answered), section navigation ending in the data room button, and the
 * recommendations. The chosen section is kept in the URL (?section=N), so a reload stays on it.
 */
export function QuestionnairePage() {
  const { accountId, account } = useAccountPage(
    QUESTIONNAIRE_TITLE,
    'Describe your company for due diligence, section by section: formation, governance, finance, people, compliance, security, IP, risk, ESG and continuity.',
  );
  const questionnaire = useQuestionnaire(accountId);
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const [sectionsOpen, setSectionsOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const data = questionnaire.data;
  const sections = useMemo(() => (data ? buildSections(data.questions, data.answers) : []), [data]);
  const answersToHash = useMemo(() => (data ? hashableAnswers(data.questions, data.answers) : []), [data]);
  const answersById = useMemo(() => new Map(data?.answers.map((a) => [a.questionId, a])), [data]);

  if (account.missing || isAccountMissing(questionnaire.error)) return null;

  const requested = Number.parseInt(searchParams.get('section') ?? '1', 10);
  const index = Number.isFinite(requested) ? Math.min(Math.max(requested - 1, 0), 10) : 0;

  function goToSection(next: number) {
    setSectionsOpen(false);
    setSearchParams(
      (params) => {
        params.set('section', String(next + 1));
        return params;
      },
      { preventScrollReset: true },
    );
    // Keyboard and screen-reader users land on the new section's heading.
    requestAnimationFrame(() => {
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  }

  const header = (
    <AccountPageHeader
      accountName={account.data?.name}
      title={QUESTIONNAIRE_TITLE}
      actions={
        data && (
          <RecommendationsPanel
            key={accountId}
            accountId={accountId}
            userId={me.data?.user.id}
            answers={answersToHash}
          />
        )
      }
    >
      Eleven sections describe the company the way a due-diligence team will ask about it. Each answer is
      saved as soon as you give it.
    </AccountPageHeader>
  );

  if (questionnaire.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <QuestionnaireSkeleton />
      </div>
    );
  }
  if (questionnaire.isError) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadError message="Failed to load questionnaire data" onRetry={() => questionnaire.refetch()} />
      </div>
    );
  }

  const questionnaireData = questionnaire.data;
  const section = sections[index]!;
  const readOnly = questionnaireData.companyId === null;
  const remaining = questionnaireData.progress.total - questionnaireData.progress.completed;

  return (
    <div className="flex flex-col gap-6">
      {header}
      <QuestionnaireProgress
        progress={questionnaireData.progress}
        lastUpdatedAt={questionnaireData.lastUpdatedAt}
        expiredCount={questionnaireData.expiredCount}
      />
      {readOnly && (
        <Alert tone="warning">
          <p className="font-medium">Add the company before answering</p>
          <p>
            Answers describe the account's company, which has not been added yet. An owner or admin adds it
            under Company Information in the account settings.
          </p>
          <p>
            <Link to={paths.account(accountId)} className="font-medium underline underline-offset-4">
              Open account settings
            </Link>
          </p>
        </Alert>
      )}
      {questionnaireData.questions.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <ListChecks className="size-6 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No questions yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            The question catalogue is empty. A super admin adds questions from the Super Admin Dashboard.
          </p>
        </Card>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-16">
            <Button
              variant="outline"
              className="w-full justify-between lg:hidden"
              aria-expanded={sectionsOpen}
              aria-controls="questionnaire-sections"
              onClick={() => setSectionsOpen((open) => !open)}
            >
              <span className="truncate">
                Section {index + 1} of {sections.length}: {section.area}
              </span>
              <ChevronDown
                aria-hidden="true"
                className={cn('transition-transform', sectionsOpen && 'rotate-180')}
              />
            </Button>
            <div
              id="questionnaire-sections"
              className={cn(
                'mt-2 rounded-lg border border-border bg-card p-1.5 lg:mt-0 lg:block',
                !sectionsOpen && 'hidden',
              )}
            >
              <SectionList sections={sections} current={index} onSelect={goToSection} />
            </div>
          </div>

          <section aria-labelledby="questionnaire-section-heading" className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
              <div className="flex flex-col gap-0.5">
                <p className="text-xs font-medium text-muted-foreground">
                  Section {index + 1} of {sections.length}
                </p>
                <h2
                  id="questionnaire-section-heading"
                  ref={headingRef}
                  tabIndex={-1}
                  className="scroll-mt-20 text-lg font-semibold outline-none"
                >
                  {section.area}
                </h2>
              </div>
              <p className="text-sm text-muted-foreground tabular-nums">
                {section.answered} of {section.total} answered
              </p>
            </div>
            {section.questions.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
                No questions in this section.
              </p>
            ) : (
              // Keyed by account: switching accounts never carries one account's unsaved draft into another's.
              <ol key={accountId} className="flex flex-col gap-3">
                {section.questions.map((question, position) => (
                  <li key={question.id}>
                    <QuestionCard
                      accountId={accountId}
                      question={question}
                      answer={answersById.get(question.id)}
                      number={position + 1}
                      readOnly={readOnly}
                    />
                  </li>
                ))}
              </ol>
            )}
            <SectionNavigation
              accountId={accountId}
              index={index}
              count={sections.length}
              isComplete={questionnaireData.progress.isComplete}
              remaining={remaining}
              onGo={goToSection}
            />
          </section>
        </div>
      )}
    </div>
  );
}

function QuestionnaireSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading questionnaire…</span>
      <div className="rounded-lg border border-border bg-card p-5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-3 h-2 w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="hidden flex-col gap-2 rounded-lg border border-border bg-card p-3 lg:flex">
          {Array.from({ length: 11 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-48" />
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-9 w-48" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
