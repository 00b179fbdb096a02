import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useMe } from '#web/lib/me.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { AccountsTab } from '../components/accounts-tab';
import { QuestionsTab } from '../components/questions-tab';
import { SuperUsersTab } from '../components/super-users-tab';

const tabs = [
  { value: 'accounts', label: 'Accounts' },
  { value: 'super-users', label: 'Super Users' },
  { value: 'questions', label: 'Company Questions' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/**
 * Spec §2 Super Admin Dashboard: Accounts (with impersonation), Super Users and Company Questions,
 * each searchable. The chosen tab is kept in the URL (?tab=…). The layout admits super admins only.
 */
export function AdminPage() {
  usePageMeta(
    'Super Admin Dashboard',
    'Support customer accounts, manage super users and maintain the company question catalogue.',
  );
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = tabs.some((t) => t.value === requested) ? (requested as TabValue) : 'accounts';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Super Admin Dashboard"
        description="Every account on the platform, the people who run it, and the questions every company answers."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.vectorStores()}>Vector Store Manager</Link>
          </Button>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (params) => {
              params.set('tab', value);
              return params;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="w-full sm:w-auto">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="px-2 sm:px-3">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="accounts">
          <AccountsTab />
        </TabsContent>
        <TabsContent value="super-users">
          <SuperUsersTab viewerId={me.data?.user.id} />
        </TabsContent>
        <TabsContent value="questions">
          <QuestionsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
