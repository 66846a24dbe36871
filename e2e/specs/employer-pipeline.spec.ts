import { expect } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot, signUpCompany, submitJobForm } from '../support/journey';

test('a company posts a job, a field agent applies, the company shortlists them and the agent sees it', async ({
  browser,
}) => {
  const id = Date.now().toString(36);
  const employer = await (await browser.newContext()).newPage();
  await signUpCompany(employer, {
    firstName: 'Riley',
    lastName: 'Chen',
    companyName: `Hill Country Inspections ${id}`,
    username: `hill_${id}`,
    email: `hill.${id}@example.test`,
  });

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
