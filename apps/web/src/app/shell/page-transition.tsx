import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './page-transition.module.css';

/** Replays a short enter animation whenever the path changes. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={classes.page}>
      {children}
    </div>
  );
}
