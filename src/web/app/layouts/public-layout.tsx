import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoading } from '#web/components/page-loading.tsx';
import { Wordmark } from '#web/components/wordmark.tsx';
import { paths } from '../paths';

/** Frame for the signed-out pages: the wordmark on top and one centred column. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-4 pt-6 sm:px-8">
        <Link
          to={paths.home()}
          aria-label="Keel home"
          className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <Wordmark />
        </Link>
      </header>
      <main className="flex flex-1 justify-center px-4 pt-10 pb-16 sm:pt-16">
        <div className="w-full max-w-md">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
