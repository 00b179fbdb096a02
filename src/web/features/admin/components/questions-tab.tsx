import { Pencil, Plus } from 'lucide-react';
import { Fragment, useState } from 'react';
import { governanceAreas, ORDER_STEP } from '#domain/questionnaire.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TableCell, TableHead, TableRow } from '#web/components/ui/table.tsx';
import { adminQuestionsQuery, type CatalogueQuestion, useAdminQuestions } from '../api/admin-questions';
import { QuestionFormDialog } from './question-form-dialog';
import { SearchableTable } from './table-states';

/** The next multiple of the order step after the largest order value (10 for an empty catalogue). */
export function nextOrderValue(questions: readonly Pick<CatalogueQuestion, 'orderValue'>[]) {
  const largest = questions.reduce((max, q) => Math.max(max, q.orderValue), 0);
  return (Math.floor(largest / ORDER_STEP) + 1) * ORDER_STEP;
}

/** Questions grouped by governance area in the spec's order, each group by order value. */
function groupByArea(questions: readonly CatalogueQuestion[]) {
  return governanceAreas
    .map((area) => ({
      area,
      questions: questions
        .filter((q) => q.governanceArea === area)
        .sort((a, b) => a.orderValue - b.orderValue),
    }))
    .filter((group) => group.questions.length > 0);
}

/** The global question catalogue: search, create and edit. */
export function QuestionsTab() {
  // The default order looks at the whole catalogue, whatever the search shows.
  const all = useAdminQuestions('');
  const [editing, setEditing] = useState<CatalogueQuestion | null>(null);
  const [open, setOpen] = useState(false);

  function openDialog(question: CatalogueQuestion | null) {
    setEditing(question);
    setOpen(true);
  }

  return (
    <>
      <SearchableTable
        listQuery={adminQuestionsQuery}
        searchLabel="Search company questions"
        placeholder="Question text or area"
        one="question"
        many="questions"
        actions={
          <Button onClick={() => openDialog(null)} disabled={all.isPending}>
            <Plus aria-hidden="true" />
            Create Question
          </Button>
        }
        errorMessage="Failed to fetch company questions"
        loadingLabel="Loading company questions…"
        skeletonRows={8}
        tableLabel="Company questions"
        head={
          <>
            <TableHead className="w-16 text-right">Order</TableHead>
            <TableHead>Question</TableHead>
            <TableHead className="hidden sm:table-cell">Answer set</TableHead>
            <TableHead className="hidden text-right md:table-cell">Expires after</TableHead>
          </>
        }
      >
        {(rows) =>
          groupByArea(rows).map((group) => (
            <Fragment key={group.area}>
              <TableRow className="bg-muted/60 hover:bg-muted/60">
                <TableHead scope="colgroup" colSpan={5} className="h-8 text-foreground">
                  {group.area}
                  <span className="ml-2 font-normal text-muted-foreground">{group.questions.length}</span>
                </TableHead>
              </TableRow>
              {group.questions.map((question) => (
                <TableRow key={question.id}>
                  <TableCell className="text-right text-muted-foreground tabular-nums">
                    {question.orderValue}
                  </TableCell>
                  <TableCell className="min-w-48">
                    <p className="leading-snug">{question.questionText}</p>
                    {question.answerSet === 'Radio' && question.options && (
                      <p className="mt-0.5 line-clamp-1 text-xs text-muted-foreground">
                        {question.options.join(' · ')}
                      </p>
                    )}
                    <p className="mt-0.5 text-xs text-muted-foreground sm:hidden">{question.answerSet}</p>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <Badge tone="outline">{question.answerSet}</Badge>
                  </TableCell>
                  <TableCell className="hidden text-right whitespace-nowrap text-muted-foreground tabular-nums md:table-cell">
                    {question.expirationDays} days
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit question: ${question.questionText}`}
                      onClick={() => openDialog(question)}
                    >
                      <Pencil aria-hidden="true" />
                      <span className="hidden lg:inline">Edit</span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))
        }
      </SearchableTable>
      <QuestionFormDialog
        open={open}
        onOpenChange={setOpen}
        question={editing}
        defaultOrder={nextOrderValue(all.data ?? [])}
      />
    </>
  );
}
