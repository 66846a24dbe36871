import { Link } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <StatusPage
      eyebrow="404"
      title="Page not found"
      actions={
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      }
    >
      The page you are looking for does not exist or has moved. Check the address, or start again
      from the home page.
    </StatusPage>
  );
}
