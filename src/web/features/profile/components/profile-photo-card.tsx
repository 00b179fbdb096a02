import { Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { initialsOf } from '#web/lib/initials.ts';
import type { Me } from '#web/lib/me.ts';
import { useRemovePhoto } from '../api/use-remove-photo';
import { useUploadPhoto } from '../api/use-upload-photo';
import { PHOTO_ACCEPT } from '../utils/check-photo-file';

/** Spec §2 profile photo: upload (checked here and on the server) and removal. */
export function ProfilePhotoCard({ profile }: { profile: Me['profile'] }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Photo</CardTitle>
        <CardDescription>Shown to your team next to your name.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar
          src={profile.profilePhotoUrl}
          fallback={initialsOf(profile)}
          alt={profile.profilePhotoUrl ? 'Your profile photo' : ''}
          size="lg"
        />
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
              {!upload.isPending && <Upload aria-hidden="true" />}
              {profile.profilePhotoUrl ? 'Change photo' : 'Upload photo'}
            </Button>
            {profile.profilePhotoUrl && (
              <Button
                variant="ghost"
                className="text-muted-foreground hover:text-destructive"
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {!remove.isPending && <Trash2 aria-hidden="true" />}
                Remove
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">
            JPEG, PNG or WebP, smaller than 5MB and at least 64×64 pixels; 256×256 or more looks best.
          </p>
          <input
            ref={input}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-label="Profile photo file"
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Clear it, so choosing the same file again still triggers a change.
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
        </div>
      </CardContent>
    </Card>
  );
}
