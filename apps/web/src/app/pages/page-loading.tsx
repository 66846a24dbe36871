import { Loader } from '../../components/ui/button';

/**
 * What a page's place shows while its code loads, on a first visit the server did not render
 * (a signed-in page): the header and footer are already there.
 */
export function PageLoading() {
  return (
    <div
      role="status"
      aria-label="Loading page"
      style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}
    >
      <Loader style={{}} />
    </div>
  );
}
