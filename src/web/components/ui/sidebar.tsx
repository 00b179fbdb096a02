import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { cn } from '#web/lib/cn.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';
import { withClasses } from '#web/lib/with-classes.tsx';
import { Button } from './button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { Tooltip } from './tooltip';

/** Spec §2 and §9: the open state lives in this cookie for 7 days; b with ctrl or meta toggles it. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
const SIDEBAR_SHORTCUT = 'b';

/** Reads the remembered open state; open unless the user collapsed it. */
export function readSidebarCookie(cookie = document.cookie) {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=([^;]*)`));
  return match?.[1] !== 'false';
}

function writeSidebarCookie(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers.
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

type SidebarContextValue = {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Phones: the sheet (18rem) is open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar() {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}

export function SidebarProvider({ children, className }: { children: ReactNode; className?: string }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggle,
    }),
    [open, setOpen, openMobile, isMobile, toggle],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div className={cn('flex min-h-dvh w-full', className)}>{children}</div>
    </SidebarContext.Provider>
  );
}

/**
 * The sidebar itself: fixed at the left from 768 px (16rem, or 3rem of icons when collapsed), a sheet
 * of 18rem on phones. Children use the `group-data-[state=collapsed]/sidebar:` variant to adapt.
 */
export function Sidebar({ children, label }: { children: ReactNode; label: string }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent className="w-72 max-w-[calc(100%-3rem)]">
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Move between the pages of Keel.</SheetDescription>
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div data-state={state} className="group/sidebar hidden shrink-0 md:block">
      {/* Reserves the sidebar's width in the page flow; the panel itself stays fixed while the page scrolls. */}
      <div className="h-full w-64 transition-[width] duration-200 group-data-[state=collapsed]/sidebar:w-12" />
      <aside
        aria-label={label}
        className={cn(
          'fixed inset-y-0 left-0 z-30 flex w-64 flex-col overflow-hidden border-r border-border bg-card',
          'transition-[width] duration-200 group-data-[state=collapsed]/sidebar:w-12',
        )}
      >
        {children}
      </aside>
    </div>
  );
}

export const SidebarHeader = withClasses('div', 'flex flex-col gap-2 p-2');

export const SidebarContent = withClasses(
  'div',
  'flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto overflow-x-hidden p-2',
);

export const SidebarFooter = withClasses('div', 'flex flex-col gap-2 border-t border-border p-2');

export const SidebarMenu = withClasses('ul', 'flex w-full min-w-0 flex-col gap-0.5');

export const SidebarMenuItem = withClasses('li', 'relative');

export const sidebarMenuButtonClass = cn(
  'flex h-8 w-full min-w-0 cursor-pointer items-center gap-2.5 overflow-hidden rounded-md px-2 text-left text-sm',
  'text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
  'data-[active=true]:bg-primary-soft data-[active=true]:font-medium data-[active=true]:text-primary-soft-foreground',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  '[&>svg]:size-4 [&>svg]:shrink-0',
  'group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0',
);

/**
 * One row of the menu. Put the label in <SidebarLabel> so it collapses to screen-reader-only text; the
 * tooltip repeats it when only the icon shows.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = (
    <Component
      data-active={isActive || undefined}
      className={cn(sidebarMenuButtonClass, className)}
      {...(asChild ? {} : { type: 'button' as const })}
      {...props}
    />
  );
  if (!tooltip || state !== 'collapsed' || isMobile) return button;
  return (
    <Tooltip content={tooltip} side="right">
      {button}
    </Tooltip>
  );
}

/** A menu label that stays readable by screen readers when the sidebar shows icons only. */
export const SidebarLabel = withClasses(
  'span',
  'min-w-0 flex-1 truncate group-data-[state=collapsed]/sidebar:sr-only',
);

/** A red count on a menu row (e.g. expired answers); a dot on the icon when collapsed. */
export function SidebarMenuBadge({ count, label }: { count: number; label: string }) {
  return (
    <span
      className={cn(
        'ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5',
        'text-xs font-semibold text-destructive-foreground tabular-nums',
        'group-data-[state=collapsed]/sidebar:absolute group-data-[state=collapsed]/sidebar:top-0 group-data-[state=collapsed]/sidebar:right-0',
        'group-data-[state=collapsed]/sidebar:h-4 group-data-[state=collapsed]/sidebar:min-w-4 group-data-[state=collapsed]/sidebar:px-1 group-data-[state=collapsed]/sidebar:text-[10px]',
      )}
    >
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/** The main column next to the sidebar. */
export const SidebarInset = withClasses('div', 'flex min-w-0 flex-1 flex-col');

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8', className)}
      onClick={toggle}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle sidebar (Ctrl+B)"
    >
      <PanelLeft aria-hidden="true" />
      <span className="sr-only">Toggle sidebar</span>
    </Button>
  );
}
