import { HomePage } from '../../features/home/pages/home-page';
import { useViewer } from '../../lib/user-info';

export function HomeRoute() {
  const viewer = useViewer();
  return <HomePage signedIn={viewer !== null} />;
}
