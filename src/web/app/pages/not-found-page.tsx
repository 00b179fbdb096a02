import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { paths } from '../paths';

export function NotFoundPage() {
  usePageMeta('Oops! Page not found', 'The page you are looking for does not exist.');

  return (
    <Card className="mx-auto mt-6 max-w-md">
      <CardHeader>
        <p className="text-sm font-medium text-muted-foreground">404</p>
        <CardTitle asHeading="h1" className="text-xl">
          Oops! Page not found
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
