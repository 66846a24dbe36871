import { NavLink } from 'react-router';
import classes from './main-nav.module.css';

interface MainNavProps {
  /** Log in and Sign up, for guests. */
  showAuthLinks: boolean;
  layout: 'header' | 'drawer';
  onNavigate?: () => void;
}

const PAGES = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About', end: false },
];

export function MainNav({ showAuthLinks, layout, onNavigate }: MainNavProps) {
  return (
    <ul className={classes.list} data-layout={layout}>
      {PAGES.map((page) => (
        <li key={page.to}>
          <NavLink to={page.to} end={page.end} className={classes.link} onClick={onNavigate}>
            {page.label}
          </NavLink>
        </li>
      ))}
      {showAuthLinks && (
        <>
          <li className={classes.divider} aria-hidden />
          <li>
            <NavLink to="/login" className={classes.link} onClick={onNavigate}>
              Log in
            </NavLink>
          </li>
          <li>
            <NavLink to="/signup" className={classes.cta} onClick={onNavigate}>
              Sign up
            </NavLink>
          </li>
        </>
      )}
    </ul>
  );
}
