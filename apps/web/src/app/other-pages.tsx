import type { ComponentType } from 'react';
import type { PagePath } from '@fieldhire/contract/page-paths';
import type { PublicPagePath } from './routes';

/** The component of each page but the public ones (`routes.tsx`), loaded with its route. */
export const OTHER_PAGES: Record<
  Exclude<PagePath, PublicPagePath>,
  () => Promise<ComponentType>
> = {
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
  '/verification': () =>
    import('../features/verification/pages/verification-page').then((m) => m.VerificationPage),
  '/work/calendar': () =>
    import('../features/work-orders/pages/work-calendar-page').then((m) => m.WorkCalendarPage),
  '/work-orders/:id': () =>
    import('../features/work-orders/pages/work-order-page').then((m) => m.WorkOrderPage),
  '/employer/work': () =>
    import('../features/work-orders/pages/work-board-page').then((m) => m.WorkBoardPage),
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
  '/employer/company': () =>
    import('../features/companies/pages/company-editor-page').then((m) => m.CompanyEditorPage),
  '/employer/team': () => import('../features/team/pages/team-page').then((m) => m.TeamPage),
  '/employer/developers': () =>
    import('../features/developers/pages/developers-page').then((m) => m.DevelopersPage),
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
