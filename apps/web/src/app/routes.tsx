import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PAGE_PATHS, type PagePath } from '@fieldhire/contract/page-paths';
import type { PageData } from '../lib/page-data';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { AppLayout } from './shell/app-layout';

/** The component of each page, loaded with its route; every path of PAGE_PATHS has one. */
const PAGES: Record<PagePath, () => Promise<ComponentType>> = {
  '/': () => import('./pages/home-route').then((m) => m.HomeRoute),
  '/about': () => import('../features/about/pages/about-page').then((m) => m.AboutPage),
  '/jobs': () => import('../features/jobs/pages/job-list-page').then((m) => m.JobListPage),
  '/jobs/:id': () => import('../features/jobs/pages/job-detail-page').then((m) => m.JobDetailPage),
  '/saved': () => import('../features/jobs/pages/saved-jobs-page').then((m) => m.SavedJobsPage),
  '/alerts': () => import('../features/alerts/pages/alerts-page').then((m) => m.AlertsPage),
  '/alerts/confirm/:token': () =>
    import('../features/alerts/pages/confirm-alert-page').then((m) => m.ConfirmAlertPage),
  '/dashboard': () =>
    import('../features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage),
  '/applications': () =>
    import('../features/dashboard/pages/applications-page').then((m) => m.ApplicationsPage),
  '/employer/jobs': () =>
    import('../features/employer-jobs/pages/my-jobs-page').then((m) => m.MyJobsPage),
  '/employer/jobs/new': () =>
    import('../features/employer-jobs/pages/job-editor-page').then((m) => m.JobEditorPage),
  '/employer/applicants': () =>
    import('../features/employer-jobs/pages/company-applicants-page').then(
      (m) => m.CompanyApplicantsPage,
    ),
  '/employer/jobs/:id': () =>
    import('../features/employer-jobs/pages/applicants-page').then((m) => m.ApplicantsPage),
  '/employer/jobs/:id/edit': () =>
    import('../features/employer-jobs/pages/job-editor-page').then((m) => m.JobEditorPage),
  '/work': () => import('../features/work-orders/pages/my-work-page').then((m) => m.MyWorkPage),
  '/earnings': () => import('../features/earnings/pages/earnings-page').then((m) => m.EarningsPage),
  '/work/calendar': () =>
    import('../features/work-orders/pages/work-calendar-page').then((m) => m.WorkCalendarPage),
  '/work-orders/:id': () =>
    import('../features/work-orders/pages/work-order-page').then((m) => m.WorkOrderPage),
  '/employer/work': () =>
    import('../features/work-orders/pages/work-board-page').then((m) => m.WorkBoardPage),
  '/pricing': () => import('../features/billing/pages/pricing-page').then((m) => m.PricingPage),
  '/cart': () => import('../features/billing/pages/cart-page').then((m) => m.CartPage),
  '/checkout': () => import('../features/billing/pages/checkout-page').then((m) => m.CheckoutPage),
  '/checkout/return': () =>
    import('../features/billing/pages/checkout-return-page').then((m) => m.CheckoutReturnPage),
  '/billing/packages': () =>
    import('../features/billing/pages/packages-page').then((m) => m.PackagesPage),
  '/billing/invoices': () =>
    import('../features/billing/pages/invoices-page').then((m) => m.InvoicesPage),
  '/billing/invoices/:id': () =>
    import('../features/billing/pages/invoice-page').then((m) => m.InvoicePage),
  '/billing/portal': () =>
    import('../features/billing/pages/billing-portal-page').then((m) => m.BillingPortalPage),
  '/messages': () => import('../features/messages/pages/messages-page').then((m) => m.MessagesPage),
  '/messages/:id': () =>
    import('../features/messages/pages/messages-page').then((m) => m.MessagesPage),
  '/notifications': () =>
    import('../features/notifications/pages/notifications-page').then((m) => m.NotificationsPage),
  '/settings/notifications': () =>
    import('../features/notifications/pages/notification-settings-page').then(
      (m) => m.NotificationSettingsPage,
    ),
  '/unsubscribe/:token': () =>
    import('../features/notifications/pages/unsubscribe-page').then((m) => m.UnsubscribePage),
  '/profile': () => import('../features/profile/pages/profile-page').then((m) => m.ProfilePage),
  '/candidates': () =>
    import('../features/candidates/pages/candidate-directory-page').then(
      (m) => m.CandidateDirectoryPage,
    ),
  '/candidates/:username': () =>
    import('../features/candidates/pages/candidate-profile-page').then(
      (m) => m.CandidateProfilePage,
    ),
  '/employer/candidates': () =>
    import('../features/candidates/pages/candidate-search-page').then((m) => m.CandidateSearchPage),
  '/companies': () =>
    import('../features/companies/pages/company-list-page').then((m) => m.CompanyListPage),
  '/companies/:encodedId': () =>
    import('../features/companies/pages/company-page').then((m) => m.CompanyPage),
  '/employer/company': () =>
    import('../features/companies/pages/company-editor-page').then((m) => m.CompanyEditorPage),
  '/employer/team': () => import('../features/team/pages/team-page').then((m) => m.TeamPage),
  '/invite': () => import('../features/team/pages/invite-page').then((m) => m.InvitePage),
  '/contact': () => import('../features/contact/pages/contact-page').then((m) => m.ContactPage),
  '/login': () => import('../features/auth/pages/login-page').then((m) => m.LoginPage),
  '/signup': () => import('../features/auth/pages/signup-page').then((m) => m.SignupPage),
  '/verify-email': () =>
    import('../features/auth/pages/verify-email-sent-page').then((m) => m.VerifyEmailSentPage),
  '/verify-email/:code/:token': () =>
    import('../features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
  '/forgot-password': () =>
    import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  '/reset-password/:code/:token': () =>
    import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
};

/**
 * The public pages: what each shows first, so the server can render it complete. Loaded with the
 * route, so the first script of every page carries none of the pages' API code.
 */
const PAGE_DATA: Partial<Record<PagePath, () => Promise<PageData>>> = {
  '/': () => import('../features/home/home-page-data').then((m) => m.loadHome),
  '/jobs': () => import('../features/jobs/job-pages-data').then((m) => m.loadJobList),
  '/jobs/:id': () => import('../features/jobs/job-pages-data').then((m) => m.loadJobPage),
  '/companies': () =>
    import('../features/companies/company-pages-data').then((m) => m.loadCompanyList),
  '/companies/:encodedId': () =>
    import('../features/companies/company-pages-data').then((m) => m.loadCompanyPage),
  '/pricing': () => import('../features/billing/pricing-page-data').then((m) => m.loadPricing),
};

/**
 * Every page of the web app. On the server a loader fills the query cache before the page renders;
 * in the browser it only starts the page's requests while the page's code loads, and the page shows
 * its own loading state.
 */
export function createRoutes(
  queryClient: QueryClient,
  { awaitData }: { awaitData: boolean },
): RouteObject[] {
  const loaderFor = (path: PagePath): LoaderFunction | undefined => {
    const importLoad = PAGE_DATA[path];
    if (!importLoad) return undefined;
    return async ({ params, request }) => {
      const url = new URL(request.url);
      const loading = importLoad().then((load) => load({ queryClient, params, url }));
      if (awaitData) await loading;
      else loading.catch(() => undefined);
      return null;
    };
  };
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <ErrorPage />,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            ...PAGE_PATHS.map((path) => ({
              ...(path === '/' ? { index: true } : { path: path.slice(1) }),
              lazy: async () => ({ Component: await PAGES[path]() }),
              loader: loaderFor(path),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
