import { lazy } from 'react';
import type { RouteObject } from 'react-router';
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

const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ApplicationsPage = lazy(() =>
  import('../features/dashboard/pages/applications-page').then((m) => ({
    default: m.ApplicationsPage,
  })),
);

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
          { index: true, element: <HomeRoute /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'jobs', element: <JobListPage /> },
          { path: 'jobs/:id', element: <JobDetailPage /> },
          { path: 'saved', element: <SavedJobsPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'applications', element: <ApplicationsPage /> },
          { path: 'employer/jobs', element: <MyJobsPage /> },
          { path: 'employer/jobs/new', element: <JobEditorPage /> },
          { path: 'employer/jobs/:id', element: <ApplicantsPage /> },
          { path: 'employer/jobs/:id/edit', element: <JobEditorPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'verify-email', element: <VerifyEmailSentPage /> },
          { path: 'verify-email/:code/:token', element: <VerifyEmailPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:code/:token', element: <ResetPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
