import { SCROLL_TOP_THRESHOLD_PX } from '@fieldhire/contract/constants';
import { useWindowScroll } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { lazyWithMantine } from '../../components/lazy-with-mantine';

// Loaded the first time the page scrolls far enough to need it.
const ScrollToTopButton = lazyWithMantine(() =>
  import('./scroll-to-top-button').then((m) => m.ScrollToTopButton),
);

export function ScrollToTop() {
  const [scroll] = useWindowScroll();
  const shown = scroll.y > SCROLL_TOP_THRESHOLD_PX;
  const [needed, setNeeded] = useState(false);
  if (shown && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton shown={shown} />
    </Suspense>
  );
}
