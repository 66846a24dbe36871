import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { loginPathFrom } from '../../lib/next-path';
import { lazyWithMantine } from '../../components/lazy-with-mantine';
import { isCurrentPath, SiteLink } from '../../components/site-link';
import classes from './main-nav.module.css';

interface MainNavProps {
  /** Log in and Sign up, for guests. */
  showAuthLinks: boolean;
  role?: 'candidate' | 'employer' | null;
  layout: 'header' | 'drawer';
  onNavigate?: () => void;
}

export interface Page {
  to: string;
  label: string;
  end: boolean;
}

const FIND_JOBS = { to: '/jobs', label: 'Find jobs', end: false };
const AGENTS = { to: '/candidates', label: 'Agents', end: false };
const COMPANIES = { to: '/companies', label: 'Companies', end: false };
const ABOUT = { to: '/about', label: 'About', end: false };
const DASHBOARD = { to: '/dashboard', label: 'Dashboard', end: true };

const GUEST_PAGES: Page[] = [
  { to: '/', label: 'Home', end: true },
  FIND_JOBS,
  AGENTS,
  COMPANIES,
  { to: '/pricing', label: 'Pricing', end: true },
  ABOUT,
];
const CANDIDATE_PAGES: Page[] = [
  FIND_JOBS,
  COMPANIES,
  DASHBOARD,
  { to: '/work', label: 'My work', end: false },
  { to: '/earnings', label: 'Earnings', end: true },
  { to: '/saved', label: 'Saved', end: false },
  { to: '/alerts', label: 'Alerts', end: false },
  { to: '/applications', label: 'Applications', end: false },
];
const EMPLOYER_PAGES: Page[] = [
  DASHBOARD,
  { to: '/employer/jobs', label: 'My jobs', end: true },
  { to: '/employer/jobs/new', label: 'Post a job', end: true },
  { to: '/employer/work', label: 'Work board', end: true },
  { to: '/employer/candidates', label: 'Find agents', end: true },
];
/** The company's own pages: one menu in the header, plain links in the drawer. */
const COMPANY_PAGES: Page[] = [
  { to: '/employer/company', label: 'Company profile', end: true },
  { to: '/employer/team', label: 'Team', end: true },
  { to: '/billing/packages', label: 'Packages', end: false },
  { to: '/billing/invoices', label: 'Invoices', end: false },
  { to: '/cart', label: 'Cart', end: true },
  { to: '/pricing', label: 'Pricing', end: true },
];
const EMPLOYER_DRAWER_EXTRA: Page[] = [FIND_JOBS, AGENTS, COMPANIES, ABOUT];

// Only employers see it: a guest's pages carry no menu code.
const CompanyMenu = lazyWithMantine(() => import('./company-menu').then((m) => m.CompanyMenu));

export function MainNav({ showAuthLinks, role = null, layout, onNavigate }: MainNavProps) {
  const drawer = layout === 'drawer';
  const location = useLocation();
  const pages =
    role === 'candidate'
      ? drawer
        ? [...CANDIDATE_PAGES, AGENTS, ABOUT]
        : CANDIDATE_PAGES
      : role === 'employer'
        ? drawer
          ? [...EMPLOYER_PAGES, ...COMPANY_PAGES, ...EMPLOYER_DRAWER_EXTRA]
          : EMPLOYER_PAGES
        : GUEST_PAGES;
  return (
    <ul className={classes.list} data-layout={layout}>
      {pages.map((page) => (
        <li key={page.to}>
          <SiteLink
            to={page.to}
            current={isCurrentPath(location.pathname, page.to, page.end)}
            className={classes.link}
            onClick={onNavigate}
          >
            {page.label}
          </SiteLink>
        </li>
      ))}
      {role === 'employer' && !drawer && (
        <li>
          <Suspense fallback={null}>
            <CompanyMenu pages={COMPANY_PAGES} onNavigate={onNavigate} />
          </Suspense>
        </li>
      )}
      {showAuthLinks && (
        <>
          <li className={classes.divider} aria-hidden />
          <li>
            <SiteLink
              to={loginPathFrom(location)}
              current={isCurrentPath(location.pathname, '/login', false)}
              className={classes.link}
              onClick={onNavigate}
            >
              Log in
            </SiteLink>
          </li>
          <li>
            <SiteLink
              to="/signup"
              current={isCurrentPath(location.pathname, '/signup', false)}
              className={classes.cta}
              onClick={onNavigate}
            >
              Sign up
            </SiteLink>
          </li>
        </>
      )}
    </ul>
  );
}

const FOOTER_PAGES = [
  { to: '/about', label: 'About' },
  { to: '/companies', label: 'Companies' },
  { to: '/candidates', label: 'Field agents' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
];

export function FooterNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Footer">
      <ul className={classes.footerList}>
        {FOOTER_PAGES.map((page) => (
          <li key={page.to}>
            <SiteLink
              to={page.to}
              current={isCurrentPath(pathname, page.to, false)}
              className={classes.footerLink}
            >
              {page.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
