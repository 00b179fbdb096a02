import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { paths } from '../paths';

export const NOT_FOUND_TITLE = 'Oops! Page not found';
export const NOT_FOUND_DESCRIPTION = 'The page you are looking for does not exist.';

export function NotFoundPage() {
  usePageMeta(NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION);

  return (
    <Card className="mx-auto mt-6 max-w-md">
      <CardHeader>
        <p className="text-sm font-medium text-muted-foreground">404</p>
        <CardTitle asHeading="h1" className="text-xl">
          {NOT_FOUND_TITLE}
        </CardTitle>
        <CardDescription>The page you are looking for does not exist or has moved.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.home()}>Return to home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
