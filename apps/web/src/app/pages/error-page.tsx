import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

/** Route error boundary: a crash while rendering or loading a page. */
export function ErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const staleBuild =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    );

  return (
    <StatusPage
      eyebrow="Error"
      title="Something went wrong"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Go to the home page
          </Button>
        </>
      }
    >
      {staleBuild
        ? 'A new version of Fieldhire is available, or the connection dropped. Reload the page to continue.'
        : 'This page hit an unexpected problem. Reloading usually fixes it; if it keeps happening, try again later.'}
    </StatusPage>
  );
}
