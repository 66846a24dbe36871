import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PAGE_PATHS, type PagePath } from '@fieldhire/contract/page-paths';
import { ErrorPage } from './pages/error-page';
import { HomeRoute } from './pages/home-route';
import { NotFoundPage } from './pages/not-found-page';
import { AppLayout } from './shell/app-layout';

const AboutPage = lazy(() =>
  import('../features/about/pages/about-page').then((m) => ({ default: m.AboutPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/pages/signup-page').then((m) => ({ default: m.SignupPage })),
);
const VerifyEmailSentPage = lazy(() =>
  import('../features/auth/pages/verify-email-sent-page').then((m) => ({
    default: m.VerifyEmailSentPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/pages/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);

const JobListPage = lazy(() =>
  import('../features/jobs/pages/job-list-page').then((m) => ({ default: m.JobListPage })),
);
const JobDetailPage = lazy(() =>
  import('../features/jobs/pages/job-detail-page').then((m) => ({ default: m.JobDetailPage })),
);
const SavedJobsPage = lazy(() =>
  import('../features/jobs/pages/saved-jobs-page').then((m) => ({ default: m.SavedJobsPage })),
);

const MyJobsPage = lazy(() =>
  import('../features/employer-jobs/pages/my-jobs-page').then((m) => ({ default: m.MyJobsPage })),
);
const JobEditorPage = lazy(() =>
  import('../features/employer-jobs/pages/job-editor-page').then((m) => ({
    default: m.JobEditorPage,
  })),
);
const ApplicantsPage = lazy(() =>
  import('../features/employer-jobs/pages/applicants-page').then((m) => ({
    default: m.ApplicantsPage,
  })),
);
const CompanyApplicantsPage = lazy(() =>
  import('../features/employer-jobs/pages/company-applicants-page').then((m) => ({
    default: m.CompanyApplicantsPage,
  })),
);

const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ApplicationsPage = lazy(() =>
  import('../features/dashboard/pages/applications-page').then((m) => ({
    default: m.ApplicationsPage,
  })),
);

const PricingPage = lazy(() =>
  import('../features/billing/pages/pricing-page').then((m) => ({ default: m.PricingPage })),
);
const CartPage = lazy(() =>
  import('../features/billing/pages/cart-page').then((m) => ({ default: m.CartPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/billing/pages/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const CheckoutReturnPage = lazy(() =>
  import('../features/billing/pages/checkout-return-page').then((m) => ({
    default: m.CheckoutReturnPage,
  })),
);
const PackagesPage = lazy(() =>
  import('../features/billing/pages/packages-page').then((m) => ({ default: m.PackagesPage })),
);
const InvoicesPage = lazy(() =>
  import('../features/billing/pages/invoices-page').then((m) => ({ default: m.InvoicesPage })),
);
const InvoicePage = lazy(() =>
  import('../features/billing/pages/invoice-page').then((m) => ({ default: m.InvoicePage })),
);
const BillingPortalPage = lazy(() =>
  import('../features/billing/pages/billing-portal-page').then((m) => ({
    default: m.BillingPortalPage,
  })),
);

const MessagesPage = lazy(() =>
  import('../features/messages/pages/messages-page').then((m) => ({ default: m.MessagesPage })),
);

const NotificationsPage = lazy(() =>
  import('../features/notifications/pages/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const NotificationSettingsPage = lazy(() =>
  import('../features/notifications/pages/notification-settings-page').then((m) => ({
    default: m.NotificationSettingsPage,
  })),
);
const UnsubscribePage = lazy(() =>
  import('../features/notifications/pages/unsubscribe-page').then((m) => ({
    default: m.UnsubscribePage,
  })),
);

const ProfilePage = lazy(() =>
  import('../features/profile/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const CandidateDirectoryPage = lazy(() =>
  import('../features/candidates/pages/candidate-directory-page').then((m) => ({
    default: m.CandidateDirectoryPage,
  })),
);
const CandidateProfilePage = lazy(() =>
  import('../features/candidates/pages/candidate-profile-page').then((m) => ({
    default: m.CandidateProfilePage,
  })),
);
const CandidateSearchPage = lazy(() =>
  import('../features/candidates/pages/candidate-search-page').then((m) => ({
    default: m.CandidateSearchPage,
  })),
);

const CompanyListPage = lazy(() =>
  import('../features/companies/pages/company-list-page').then((m) => ({
    default: m.CompanyListPage,
  })),
);
const CompanyPage = lazy(() =>
  import('../features/companies/pages/company-page').then((m) => ({ default: m.CompanyPage })),
);
const CompanyEditorPage = lazy(() =>
  import('../features/companies/pages/company-editor-page').then((m) => ({
    default: m.CompanyEditorPage,
  })),
);
const TeamPage = lazy(() =>
  import('../features/team/pages/team-page').then((m) => ({ default: m.TeamPage })),
);
const InvitePage = lazy(() =>
  import('../features/team/pages/invite-page').then((m) => ({ default: m.InvitePage })),
);
const ContactPage = lazy(() =>
  import('../features/contact/pages/contact-page').then((m) => ({ default: m.ContactPage })),
);

/** The element of each page; every path of PAGE_PATHS has one. */
const PAGES: Record<PagePath, ReactNode> = {
  '/': <HomeRoute />,
  '/about': <AboutPage />,
  '/jobs': <JobListPage />,
  '/jobs/:id': <JobDetailPage />,
  '/saved': <SavedJobsPage />,
  '/dashboard': <DashboardPage />,
  '/applications': <ApplicationsPage />,
  '/employer/jobs': <MyJobsPage />,
  '/employer/jobs/new': <JobEditorPage />,
  '/employer/applicants': <CompanyApplicantsPage />,
  '/employer/jobs/:id': <ApplicantsPage />,
  '/employer/jobs/:id/edit': <JobEditorPage />,
  '/pricing': <PricingPage />,
  '/cart': <CartPage />,
  '/checkout': <CheckoutPage />,
  '/checkout/return': <CheckoutReturnPage />,
  '/billing/packages': <PackagesPage />,
  '/billing/invoices': <InvoicesPage />,
  '/billing/invoices/:id': <InvoicePage />,
  '/billing/portal': <BillingPortalPage />,
  '/messages': <MessagesPage />,
  '/messages/:id': <MessagesPage />,
  '/notifications': <NotificationsPage />,
  '/settings/notifications': <NotificationSettingsPage />,
  '/unsubscribe/:token': <UnsubscribePage />,
  '/profile': <ProfilePage />,
  '/candidates': <CandidateDirectoryPage />,
  '/candidates/:username': <CandidateProfilePage />,
  '/employer/candidates': <CandidateSearchPage />,
  '/companies': <CompanyListPage />,
  '/companies/:encodedId': <CompanyPage />,
  '/employer/company': <CompanyEditorPage />,
  '/employer/team': <TeamPage />,
  '/invite': <InvitePage />,
  '/contact': <ContactPage />,
  '/login': <LoginPage />,
  '/signup': <SignupPage />,
  '/verify-email': <VerifyEmailSentPage />,
  '/verify-email/:code/:token': <VerifyEmailPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password/:code/:token': <ResetPasswordPage />,
};

/** Every page of the web app. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          ...PAGE_PATHS.map((path) =>
            path === '/'
              ? { index: true, element: PAGES[path] }
              : { path: path.slice(1), element: PAGES[path] },
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
