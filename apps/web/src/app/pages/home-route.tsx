import { lazy } from 'react';
import { useViewer } from '../../lib/user-info';

const HomePage = lazy(() =>
  import('../../features/home/pages/home-page').then((m) => ({ default: m.HomePage })),
);

export function HomeRoute() {
  const viewer = useViewer();
  return <HomePage signedIn={viewer !== null} />;
}
