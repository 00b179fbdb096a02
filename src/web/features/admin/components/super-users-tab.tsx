import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { superUserInput } from '#domain/schemas/questions.ts';
import { DisabledReason } from '#web/components/disabled-reason.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#web/components/ui/table.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { type SuperUser, useSuperUsers } from '../api/super-users';
import { useAddSuperUser } from '../api/use-add-super-user';
import { useRemoveSuperUser } from '../api/use-remove-super-user';
import { useSearchTerm } from '../hooks/use-search-term';
import { SearchBox } from './search-box';
import { ResultCount, SearchResults } from './table-states';

type AddValues = z.input<typeof superUserInput>;

/** Promote an existing user by email; demote (never yourself, never the last super admin). */
export function SuperUsersTab({ viewerId }: { viewerId: string | undefined }) {
  const { search, setSearch, debounced } = useSearchTerm();
  const superUsers = useSuperUsers(debounced);
  const remove = useRemoveSuperUser();
  const [confirming, setConfirming] = useState<SuperUser | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <AddSuperUserCard />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label="Search super users"
          placeholder="Email or name"
          value={search}
          onChange={setSearch}
        />
        <ResultCount count={superUsers.data?.length} one="super user" many="super users" />
      </div>
      <SearchResults
        query={superUsers}
        search={debounced}
        noun="super users"
        errorMessage="Failed to fetch super users"
        loadingLabel="Loading super users…"
        skeletonRows={3}
      >
        {(rows) => (
          <Table aria-label="Super users">
            <TableHeader>
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead className="hidden sm:table-cell">Joined</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((user) => {
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
              })}
            </TableBody>
          </Table>
        )}
      </SearchResults>

      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove super admin privileges?</AlertDialogTitle>
            <AlertDialogDescription>
              {confirming?.email} will lose access to the Super Admin Dashboard and to accounts they are not a
              member of.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                if (!confirming) return;
                remove.mutate(confirming, { onSettled: () => setConfirming(null) });
              }}
              disabled={remove.isPending}
            >
              Remove privileges
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function AddSuperUserCard() {
  const add = useAddSuperUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddValues, unknown, z.output<typeof superUserInput>>({
    resolver: zodResolver(superUserInput),
    defaultValues: { email: '' },
  });

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
          <FormField label="Email" error={errors.email?.message} className="flex-1 sm:max-w-sm">
            {(field) => (
              <Input
                {...field}
                {...register('email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                placeholder="name@company.com"
              />
            )}
          </FormField>
          <Button type="submit" loading={add.isPending} className="sm:mt-[1.375rem]">
            {!add.isPending && <UserPlus aria-hidden="true" />}
            Add Super User
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
