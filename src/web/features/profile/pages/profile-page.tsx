import { PageHeader } from '#web/components/page-header.tsx';
import { QueryView } from '#web/components/query-view.tsx';
import { useMe } from '#web/lib/me.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfilePhotoCard } from '../components/profile-photo-card';

/** Spec §2 /profile: photo, read-only email, full name and initials. */
export function ProfilePage() {
  usePageMeta('Profile', 'Your name, initials and photo as your team sees them on Keel.');
  const me = useMe();

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title="Profile" description="How you appear to your team in every account." />
      <QueryView
        query={me}
        loading={{ label: 'Loading profile…', className: 'gap-6', lines: ['h-36 w-full', 'h-64 w-full'] }}
        errorMessage="Failed to load profile"
      >
        {(data) => (
          <>
            <ProfilePhotoCard profile={data.profile} />
            <ProfileDetailsForm profile={data.profile} />
          </>
        )}
      </QueryView>
    </div>
  );
}
