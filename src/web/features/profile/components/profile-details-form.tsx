import type { z } from 'zod';
import { PROFILE_INITIALS_MAX, PROFILE_NAME_MAX, updateProfileInput } from '#domain/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { InputField } from '#web/components/ui/form-field.tsx';
import type { Me } from '#web/lib/me.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/use-update-profile';

type Values = z.input<typeof updateProfileInput>;

function savedValues(profile: Me['profile']): Values {
  return { name: profile.name ?? '', initials: profile.initials ?? '' };
}

/** Read-only email, full name and initials; Cancel restores what is saved. */
export function ProfileDetailsForm({ profile }: { profile: Me['profile'] }) {
  const update = useUpdateProfile();
  const {
    handleSubmit,
    reset,
    watch,
    formState: { isDirty },
    field,
  } = useSchemaForm(updateProfileInput, savedValues(profile));
  const initials = field('initials');

  return (
    <Card>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          update.mutate(values, { onSuccess: (me) => reset(savedValues(me.profile)) }),
        )}
      >
        <CardHeader>
          <CardTitle>Details</CardTitle>
          <CardDescription>How your name appears across Keel.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <InputField
            label="Email"
            hint="The address you sign in with. It cannot be changed here."
            value={profile.email}
            readOnly
            type="email"
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <InputField
              label="Full name"
              count={{ length: (watch('name') ?? '').length, max: PROFILE_NAME_MAX }}
              {...field('name')}
              autoComplete="name"
              placeholder="Jane Doe"
            />
            <InputField
              label="Initials"
              count={{ length: (watch('initials') ?? '').length, max: PROFILE_INITIALS_MAX }}
              {...initials}
              onChange={(event) => {
                // Uppercased as typed (spec §5), keeping the caret where it was.
                const { selectionStart, selectionEnd } = event.target;
                event.target.value = event.target.value.toUpperCase();
                event.target.setSelectionRange(selectionStart, selectionEnd);
                return initials.onChange(event);
              }}
              autoComplete="off"
              placeholder="JD"
            />
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button
            variant="outline"
            disabled={!isDirty || update.isPending}
            onClick={() => reset(savedValues(profile))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save Changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
