import { HomeLink } from '#web/components/wordmark.tsx';
import { paths } from '../paths';
import { PageOutlet } from './page-outlet';

/** Frame for the signed-out pages: the wordmark on top and one centred column. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-4 pt-6 sm:px-8">
        <HomeLink to={paths.home()} />
      </header>
      <PageOutlet layout="column" />
    </div>
  );
}
