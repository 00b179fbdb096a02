import {
  ClipboardList,
  CreditCard,
  FolderOpen,
  Gauge,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { NavLink, useLocation, useMatch } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '#web/components/ui/sidebar.tsx';
import { AccountSwitcher } from '#web/features/accounts/components/account-switcher.tsx';
import { useSignOut } from '#web/features/auth/api/use-sign-out.ts';
import { useCurrentAccount } from '#web/lib/current-account.tsx';
import { useMe } from '#web/lib/me.ts';
import { paths } from '../paths';

type NavItem = {
  label: string;
  icon: LucideIcon;
  /** Null when the page needs an account and none is selected. */
  to: string | null;
  /** Match the path exactly (Home), rather than as a prefix (Account Settings covers /accounts/{id}). */
  end?: boolean;
  badge?: { count: number; label: string } | undefined;
};

function NavItemRow({ item }: { item: NavItem }) {
  const Icon = item.icon;
  const isActive = Boolean(useMatch({ path: item.to ?? '/__none', end: item.end ?? false }));
  const content = (
    <>
      <Icon aria-hidden="true" />
      <SidebarLabel>{item.label}</SidebarLabel>
      {item.badge && item.badge.count > 0 && (
        <SidebarMenuBadge count={item.badge.count} label={item.badge.label} />
      )}
    </>
  );

  if (!item.to) {
    return (
      <SidebarMenuItem>
        <SidebarMenuButton aria-disabled="true" tooltip={`${item.label}: select an account first`}>
          {content}
        </SidebarMenuButton>
      </SidebarMenuItem>
    );
  }

  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={isActive} tooltip={item.label}>
        <NavLink to={item.to} end={item.end}>
          {content}
        </NavLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** A labelled navigation landmark: one row per page, then any extra entries (Sign Out). */
function NavMenu({ label, items, children }: { label: string; items: NavItem[]; children?: ReactNode }) {
  return (
    <nav aria-label={label}>
      <SidebarMenu>
        {items.map((item) => (
          <NavItemRow key={item.label} item={item} />
        ))}
        {children}
      </SidebarMenu>
    </nav>
  );
}

/**
 * Spec §2 sidebar: the account switcher; Home, Company Profile (with the expired-answers badge), Data
 * Room, Score; then Account Settings and Billing (when an account is selected), Profile, Super Admin
 * (super admins only) and Sign Out.
 */
export function AppSidebar({ expiredAnswersCount = 0 }: { expiredAnswersCount?: number }) {
  const { accountId } = useCurrentAccount();
  const me = useMe();
  const { signOut, isSigningOut } = useSignOut();
  const { setOpenMobile } = useSidebar();
  const { pathname } = useLocation();
  const isSuperAdmin = me.data?.profile.systemRole === 'super_admin';

  // On phones the sheet closes once the user has picked a page.
  useEffect(() => {
    if (pathname) setOpenMobile(false);
  }, [pathname, setOpenMobile]);

  const main: NavItem[] = [
    { label: 'Home', icon: LayoutDashboard, to: paths.dashboard(), end: true },
    {
      label: 'Company Profile',
      icon: ClipboardList,
      to: accountId ? paths.questionnaire(accountId) : paths.anyQuestionnaire(),
      badge: { count: expiredAnswersCount, label: 'expired answers' },
    },
    { label: 'Data Room', icon: FolderOpen, to: accountId ? paths.dataRoom(accountId) : null },
    { label: 'Score', icon: Gauge, to: accountId ? paths.keelScore(accountId) : null },
  ];

  const bottom: NavItem[] = [
    ...(accountId
      ? [
          { label: 'Account Settings', icon: Settings, to: paths.accounts() },
          { label: 'Billing', icon: CreditCard, to: paths.billing(accountId) },
        ]
      : []),
    { label: 'Profile', icon: UserRound, to: paths.profile() },
    ...(isSuperAdmin ? [{ label: 'Super Admin', icon: ShieldCheck, to: paths.admin() }] : []),
  ];

  return (
    <Sidebar label="Sidebar">
      <SidebarHeader className="pr-10 md:pr-2">
        <AccountSwitcher />
      </SidebarHeader>
      <SidebarContent>
        <NavMenu label="Main" items={main} />
      </SidebarContent>
      <SidebarFooter>
        <NavMenu label="Settings" items={bottom}>
          <SidebarMenuItem>
            <SidebarMenuButton onClick={signOut} disabled={isSigningOut} tooltip="Sign Out">
              <LogOut aria-hidden="true" />
              <SidebarLabel>Sign Out</SidebarLabel>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </NavMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
