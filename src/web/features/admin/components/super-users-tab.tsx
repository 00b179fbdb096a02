import { ShieldMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { superUserInput } from '#domain/schemas/questions.ts';
import { DisabledReason } from '#web/components/disabled-reason.tsx';
import { ConfirmDialog } from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { InputField, someoneElsesEmail } from '#web/components/ui/form-field.tsx';
import { TableCell, TableHead, TableRow } from '#web/components/ui/table.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { type SuperUser, superUsersQuery } from '../api/super-users';
import { useAddSuperUser } from '../api/use-add-super-user';
import { useRemoveSuperUser } from '../api/use-remove-super-user';
import { SearchableTable } from './table-states';

/** Promote an existing user by email; demote (never yourself, never the last super admin). */
export function SuperUsersTab({ viewerId }: { viewerId: string | undefined }) {
  const remove = useRemoveSuperUser();
  const [confirming, setConfirming] = useState<SuperUser | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <AddSuperUserCard />
      <SearchableTable
        listQuery={superUsersQuery}
        searchLabel="Search super users"
        placeholder="Email or name"
        one="super user"
        many="super users"
        errorMessage="Failed to fetch super users"
        loadingLabel="Loading super users…"
        skeletonRows={3}
        tableLabel="Super users"
        head={
          <>
            <TableHead>User</TableHead>
            <TableHead className="hidden sm:table-cell">Joined</TableHead>
          </>
        }
      >
        {(rows) =>
          rows.map((user) => {
            const isViewer = user.id === viewerId;
            return (
              <TableRow key={user.id}>
                <TableCell className="max-w-72">
                  <p className="truncate font-medium">
                    {user.email}
                    {isViewer && <span className="font-normal text-muted-foreground"> (you)</span>}
                  </p>
                  {user.name && <p className="truncate text-xs text-muted-foreground">{user.name}</p>}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
                  {formatDate(user.createdAt)}
                </TableCell>
                <TableCell className="text-right">
                  <DisabledReason
                    reason={isViewer ? 'You cannot remove your own super admin privileges.' : null}
                  >
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Remove super admin privileges from ${user.email}`}
                      disabled={isViewer}
                      onClick={() => setConfirming(user)}
                    >
                      <ShieldMinus aria-hidden="true" />
                      Remove
                    </Button>
                  </DisabledReason>
                </TableCell>
              </TableRow>
            );
          })
        }
      </SearchableTable>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Remove super admin privileges?"
        description={
          <>
            {confirming?.email} will lose access to the Super Admin Dashboard and to accounts they are not a
            member of.
          </>
        }
        confirmLabel="Remove privileges"
        onConfirm={(event) => {
          event.preventDefault();
          if (!confirming) return;
          remove.mutate(confirming, { onSettled: () => setConfirming(null) });
        }}
        pending={remove.isPending}
      />
    </div>
  );
}

function AddSuperUserCard() {
  const add = useAddSuperUser();
  const { handleSubmit, reset, setError, field } = useSchemaForm(superUserInput, { email: '' });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Add a super user</CardTitle>
        <CardDescription>
          Super users see every account, manage other super users and edit the question catalogue. The person
          must already have a Keel account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={handleSubmit((values) =>
            add.mutate(values.email, {
              onSuccess: () => reset(),
              onError: (error) => {
                if (error instanceof ApiError && error.fields?.email) {
                  setError('email', { message: error.fields.email });
                }
              },
            }),
          )}
        >
          <InputField
            label="Email"
            fieldClassName="flex-1 sm:max-w-sm"
            {...field('email')}
            {...someoneElsesEmail}
          />
          <Button type="submit" loading={add.isPending} className="sm:mt-[1.375rem]">
            {!add.isPending && <UserPlus aria-hidden="true" />}
            Add Super User
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
