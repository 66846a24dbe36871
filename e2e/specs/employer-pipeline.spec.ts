import { expect } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot, submitJobForm, verifyEmail } from '../support/journey';

test('a company posts a job, a field agent applies, the company shortlists them and the agent sees it', async ({
  browser,
}) => {
  const id = Date.now().toString(36);
  const employer = await (await browser.newContext()).newPage();
  await employer.goto('/signup');
  await employer.getByLabel('Company', { exact: true }).check({ force: true });
  await employer.getByLabel('First name').fill('Riley');
  await employer.getByLabel('Last name').fill('Chen');
  await employer.getByLabel('Company name').fill(`Hill Country Inspections ${id}`);
  await employer.getByLabel('Username').fill(`hill_${id}`);
  await employer.getByLabel('Email').fill(`hill.${id}@example.test`);
  await employer.getByLabel('Password', { exact: true }).fill('company-password-1');
  await employer.getByRole('button', { name: 'Create account' }).click();
  await expect(employer).toHaveURL(/\/verify-email$/);
  await verifyEmail(employer, `hill.${id}@example.test`);

  await employer
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Post a job' })
    .click();
  const title = `Gutter and roof photos ${id}`;
  await submitJobForm(employer, {
    title,
    description:
      'Photograph the roof, gutters and all four elevations; upload in the app the same day.',
    jobType: 'Photography',
    payFrom: '60',
    payTo: '90',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
  });
  await expect(employer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(employer.getByText('No applicants yet')).toBeVisible();
  const jobUrl = new URL(employer.url()).pathname.replace('/employer', '');

  const agent = await (await browser.newContext()).newPage();
  await logIn(agent, 'candidate@fieldhire.test');
  await agent.goto(jobUrl);
  await agent.getByRole('button', { name: 'Apply now' }).click();
  await agent.getByRole('button', { name: 'Send application' }).click();
  await expect(agent.getByText('Application pending')).toBeVisible();

  await employer.reload();
  await employer.getByRole('textbox', { name: 'Status of Dana Reyes' }).click();
  await employer.getByRole('option', { name: 'Shortlisted' }).click();
  await expect(employer.getByRole('region', { name: 'Shortlisted applicants' })).toContainText(
    'Dana Reyes',
  );
  await shot(employer, 'shortlisted');

  await agent.reload();
  await expect(agent.getByText('Application shortlisted')).toBeVisible();
  await shot(agent, 'agent-sees-shortlisted');
});
