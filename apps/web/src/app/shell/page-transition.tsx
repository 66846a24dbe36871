import { useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './page-transition.module.css';

/**
 * Replays a short enter animation whenever the path changes. The first page shows at once: it
 * arrives rendered, and fading it in would only hold back its first paint.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPath) navigated.current = true;
  return (
    <div key={pathname} className={navigated.current ? classes.page : undefined}>
      {children}
    </div>
  );
}
