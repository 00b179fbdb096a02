import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '#web/components/page-loading.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * The page's own region in every frame: the skip link's target, and the page itself, lazily loaded.
 * `wide` pages (the app, the admin dashboard) fill the frame; `column` pages stand in one centred column.
 */
export function PageOutlet({ layout }: { layout: 'wide' | 'column' }) {
  const wide = layout === 'wide';
  const page = (
    <Suspense fallback={<PageLoading variant={wide ? 'page' : 'card'} />}>
      <Outlet />
    </Suspense>
  );
  return (
    <main
      id="main"
      tabIndex={-1}
      className={cn(
        'outline-none',
        wide
          ? 'mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8'
          : 'flex flex-1 justify-center px-4 pt-10 pb-16 sm:pt-16',
      )}
    >
      {wide ? page : <div className="w-full max-w-md">{page}</div>}
    </main>
  );
}
