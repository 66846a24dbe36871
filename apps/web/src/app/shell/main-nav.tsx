import { NavLink } from 'react-router';
import classes from './main-nav.module.css';

interface MainNavProps {
  /** Log in and Sign up, for guests. */
  showAuthLinks: boolean;
  role?: 'candidate' | 'employer' | null;
  layout: 'header' | 'drawer';
  onNavigate?: () => void;
}

const PAGES = [
  { to: '/', label: 'Home', end: true },
  { to: '/jobs', label: 'Find jobs', end: false },
  { to: '/about', label: 'About', end: false },
];
const CANDIDATE_PAGES = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/saved', label: 'Saved', end: false },
  { to: '/applications', label: 'Applications', end: false },
];
const EMPLOYER_PAGES = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/employer/jobs', label: 'My jobs', end: true },
  { to: '/employer/jobs/new', label: 'Post a job', end: true },
];

export function MainNav({ showAuthLinks, role = null, layout, onNavigate }: MainNavProps) {
  const extra = role === 'candidate' ? CANDIDATE_PAGES : role === 'employer' ? EMPLOYER_PAGES : [];
  const pages = [...PAGES.slice(0, 2), ...extra, ...PAGES.slice(2)];
  return (
    <ul className={classes.list} data-layout={layout}>
      {pages.map((page) => (
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
