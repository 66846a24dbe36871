import { expect, test } from '@playwright/test';
import { choose, logIn, nav, shot, waitForMailLink } from '../support/journey';

const LOGO = new URL('../fixtures/logo.png', import.meta.url).pathname;

test('a logged-out visitor finds a company and opens its public page with its open jobs', async ({ page }) => {
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByText(/^\d+ companies$/)).toBeVisible();
  // Keystrokes sent while the page is still mounting its filters can be lost; try again then.
  await expect(async () => {
    await page.getByRole('textbox', { name: 'Keyword' }).fill('Lone Star');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/keyword=Lone\+Star/, { timeout: 1000 });
  }).toPass();
  await expect(page.getByText('1 company')).toBeVisible();
  await page.getByRole('link', { name: 'Lone Star Field Services' }).first().click();
  await expect(page).toHaveURL(new RegExp('/companies/[A-Za-z0-9=_-]+$'));
  await expect(page.getByRole('heading', { level: 1, name: 'Lone Star Field Services' })).toBeVisible();
  const jobs = page.getByRole('region', { name: /Open jobs at Lone Star Field Services/ });
  await expect(jobs.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Pending invites')).toHaveCount(0);
  await shot(page, 'public-company');
});

test('the owner adds a logo and invites a teammate, who joins from the email link', async ({ browser }) => {
  const id = Date.now().toString(36);
  const owner = await (await browser.newContext()).newPage();
  await logIn(owner, 'employer@fieldhire.test');
  await nav(owner).getByRole('button', { name: 'Company menu' }).click();
  await nav(owner).getByRole('menuitem', { name: 'Company profile' }).click();
  const chooser = owner.waitForEvent('filechooser');
  await owner.getByLabel('Logo').click();
  await (await chooser).setFiles(LOGO);
  await owner.getByLabel('About').fill(`Inspections and loan signings across central Texas since 2012 (${id}).`);
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expect(owner.getByText(/saved/i).first()).toBeVisible();
  await shot(owner, 'company-saved');

  const email = `dispatch.${id}@example.test`;
  await owner.goto('/employer/team');
  await owner.getByRole('textbox', { name: 'Email 1' }).fill(email);
  await owner.getByRole('button', { name: 'Send invite' }).click();
  await expect(owner.getByText('Invites Sent Successfully').first()).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Pending invites' })).toContainText(email);

  const link = await waitForMailLink(email, /https?:\/\/[^\s"]+\/invite\?invite_token=[0-9a-f]{40}/);
  const teammate = await (await browser.newContext()).newPage();
  await teammate.goto(link);
  await expect(teammate.getByRole('heading', { name: 'Lone Star Field Services' })).toBeVisible();
  await teammate.getByRole('link', { name: 'Create an account' }).click();
  await teammate.getByLabel('First name').fill('Jordan');
  await teammate.getByLabel('Last name').fill('Blake');
  await teammate.getByLabel('Username').fill(`jordan_${id}`);
  await expect(teammate.getByLabel('Email')).toHaveValue(email);
  await teammate.getByLabel('Password', { exact: true }).fill('teammate-password-1');
  await teammate.getByRole('button', { name: 'Create account' }).click();
  await teammate.getByRole('button', { name: 'Join Lone Star Field Services' }).click();
  await expect(teammate.getByRole('heading', { name: 'Team' })).toBeVisible();
  await expect(teammate.getByText('Jordan Blake').first()).toBeVisible();
  await shot(teammate, 'teammate-joined');

  await owner.reload();
  await expect(owner.getByRole('region', { name: /Members/ })).toContainText('Jordan Blake');
});

test('a field agent sets their coverage, and a company finds them by town and invites them to a job', async ({
  browser,
}) => {
  const id = Date.now().toString(36);
  const agent = await (await browser.newContext()).newPage();
  await agent.goto('/signup');
  await agent.getByLabel('Field agent').check({ force: true });
  await agent.getByLabel('First name').fill('Casey');
  await agent.getByLabel('Last name').fill(`Morgan${id}`);
  await agent.getByLabel('Username').fill(`casey_${id}`);
  await agent.getByLabel('Email').fill(`casey.${id}@example.test`);
  await agent.getByLabel('Password', { exact: true }).fill('field-agent-password');
  await agent.getByRole('button', { name: 'Create account' }).click();
  await expect(agent).toHaveURL(/\/verify-email$/);

  await agent.getByRole('button', { name: 'Account menu' }).click();
  await agent.getByRole('link', { name: 'Your profile' }).click();
  await agent.getByLabel('Headline').fill('Notary signing agent in central Vermont');
  await agent.getByLabel('Home ZIP code').fill('05602');
  await choose(agent, 'Job types', 'Notary');
  await choose(agent, 'State', 'Vermont');
  await choose(agent, 'Towns in Vermont', 'Montpelier', 'Montp');
  await expect(agent.getByRole('region', { name: 'Towns in Vermont' })).toContainText('Montpelier');
  await shot(agent, 'agent-profile');
  await agent.getByRole('button', { name: 'Save profile' }).click();
  await expect(agent.getByText('Profile saved')).toBeVisible();

  const company = await (await browser.newContext()).newPage();
  await logIn(company, 'employer@fieldhire.test');
  await nav(company).getByRole('link', { name: 'Find agents' }).click();
  await choose(company, 'Job types', 'Notary');
  await choose(company, 'State', 'Vermont');
  await choose(company, 'Towns', 'Montpelier', 'Montp');
  const card = company.getByRole('article').filter({ hasText: `Casey Morgan${id}` });
  await expect(card).toBeVisible();
  await shot(company, 'agent-found');
  await card.getByRole('button', { name: `Invite to job: Casey Morgan${id}` }).click();
  const dialog = company.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Job' }).click();
  await company.getByRole('option').first().click();
  await dialog.getByLabel('Message').fill('We have a signing in Montpelier on Friday. Interested?');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(company.getByText('Invitation sent', { exact: true })).toBeVisible();
  await shot(company, 'agent-invited');
});
