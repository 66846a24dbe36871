import type { Dashboard } from '@fieldhire/contract/jobs';
import type { OnboardingStep } from './components/onboarding-checklist';

/** The job list nearest an agent's home ZIP code, within the miles they travel. */
function nearbyJobsPath({ zip, coverage_radius }: { zip: string; coverage_radius: number | null }) {
  const params = new URLSearchParams({ location: zip });
  if (coverage_radius !== null) params.set('destination_max', String(coverage_radius));
  params.set('sort', 'distance');
  return `/jobs?${params.toString()}`;
}

/** The dashboard's first-run steps for the viewer's role, ticked from the server's answer. */
export function onboardingSteps(dashboard: Dashboard): OnboardingStep[] {
  const verify = {
    label: 'Verify your email address',
    done: dashboard.onboarding.email_verified,
    to: '/verify-email',
    action: 'Resend the link',
  };
  if (dashboard.role === 'candidate') {
    const { onboarding } = dashboard;
    return [
      verify,
      {
        label: 'Complete your profile',
        done: onboarding.profile_complete,
        to: '/profile',
        action: 'Add a headline, ZIP code and the work you do',
      },
      {
        label: 'Add the towns you cover',
        done: onboarding.coverage_towns,
        to: '/profile#profile-coverage',
        action: 'Choose coverage towns',
      },
      {
        label: 'Apply to your first job',
        done: onboarding.first_application,
        to: dashboard.home_area ? nearbyJobsPath(dashboard.home_area) : '/jobs',
        action: 'Find jobs near you',
      },
    ];
  }
  const { onboarding } = dashboard;
  return [
    verify,
    {
      label: 'Complete your company profile',
      done: onboarding.company_profile,
      to: '/employer/company',
      action: 'Add what you do and where you are',
    },
    {
      label: 'Post your first job',
      done: onboarding.first_job,
      to: '/employer/jobs/new',
      action: 'Post a job',
    },
  ];
}
