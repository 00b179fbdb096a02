import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { canManageAccount, roleLabels } from '#domain/roles.ts';
import { ACCOUNT_NAME_MAX, renameAccountInput } from '#domain/schemas/accounts.ts';
import { CharacterCount } from '#web/components/character-count.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { AccountSummary } from '#web/lib/account.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useRenameAccount } from '../api/use-rename-account';

type Values = z.input<typeof renameAccountInput>;

/** The account's name as the page heading; owners and admins can edit it in place. */
export function AccountNameHeading({ account }: { account: AccountSummary }) {
  const [editing, setEditing] = useState(false);
  const rename = useRenameAccount(account.id);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof renameAccountInput>>({
    resolver: zodResolver(renameAccountInput),
    values: { name: account.name },
  });

  function stopEditing() {
    reset({ name: account.name });
    setEditing(false);
  }

  if (editing) {
    return (
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          rename.mutate(values.name, { onSuccess: () => setEditing(false) }),
        )}
        onKeyDown={(event) => {
          if (event.key === 'Escape') stopEditing();
        }}
        className="flex flex-col gap-2"
      >
        <h1 className="sr-only">{account.name}</h1>
        <label htmlFor="account-name" className="text-sm font-medium">
          Account name
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex w-full max-w-md flex-col gap-1.5">
            <Input
              id="account-name"
              {...register('name')}
              autoFocus
              maxLength={ACCOUNT_NAME_MAX}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'account-name-error' : undefined}
            />
            <div className="flex items-start justify-between gap-2">
              {errors.name && (
                <p id="account-name-error" className="text-xs font-medium text-destructive">
                  {errors.name.message}
                </p>
              )}
              <CharacterCount
                length={watch('name').length}
                max={ACCOUNT_NAME_MAX}
                className="ml-auto shrink-0"
              />
            </div>
          </div>
          <div className="flex gap-2">
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
            <Button variant="outline" onClick={stopEditing}>
              Cancel
            </Button>
          </div>
        </div>
      </form>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-start gap-2">
        {/* A name of one unbroken 100-character word wraps anywhere rather than widening the page. */}
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere">{account.name}</h1>
        {canManageAccount(account.role) && (
          <Button variant="ghost" size="icon" className="size-8" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            <span className="sr-only">Edit account name</span>
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>Your role</span>
        <Badge tone="accent">{roleLabels[account.role]}</Badge>
        <span aria-hidden="true">·</span>
        <span>Created {formatDate(account.createdAt)}</span>
      </div>
    </div>
  );
}
