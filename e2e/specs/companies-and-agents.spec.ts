import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import {
  choose,
  fillAgentSignUp,
  logIn,
  logInAfterSignUp,
  nav,
  openCompanyMenu,
  shot,
  signUpCompany,
  submitJobForm,
  waitForMailLink,
} from '../support/journey';

const LOGO = new URL('../fixtures/logo.png', import.meta.url).pathname;

test('a logged-out visitor finds a company and opens its public page with its open jobs', async ({
  page,
}) => {
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'Companies' }).click();
  // The home page stays on screen until the directory's code has loaded, and it has a keyword
  // search and a company count of its own: wait for the directory itself.
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
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
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lone Star Field Services' }),
  ).toBeVisible();
  const jobs = page.getByRole('region', { name: /Open jobs at Lone Star Field Services/ });
  await expect(jobs.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Pending invites')).toHaveCount(0);
  await shot(page, 'public-company');

  await page.getByRole('link', { name: 'See open jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?company=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jobs at Lone Star Field Services' }),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: 'Company filter' })).toContainText(
    'Only jobs posted by Lone Star Field Services',
  );
  await expect(page.getByRole('article').first()).toContainText('Lone Star Field Services');
  await shot(page, 'company-jobs');
});

test('the owner adds a logo and invites a teammate, who joins from the email link', async ({
  browser,
}) => {
  const id = Date.now().toString(36);
  const owner = await (await browser.newContext()).newPage();
  await logIn(owner, 'employer@fieldhire.test');
  await nav(owner).getByRole('button', { name: 'Company menu' }).click();
  await nav(owner).getByRole('menuitem', { name: 'Company profile' }).click();
  const chooser = owner.waitForEvent('filechooser');
  await owner.getByLabel('Logo').click();
  await (await chooser).setFiles(LOGO);
  await owner
    .getByLabel('About')
    .fill(`Inspections and loan signings across central Texas since 2012 (${id}).`);
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expect(owner.getByText('Company saved.')).toBeVisible();
  await shot(owner, 'company-saved');

  const email = `dispatch.${id}@example.test`;
  await owner.goto('/employer/team');
  await owner.getByRole('textbox', { name: 'Email 1' }).fill(email);
  await owner.getByRole('button', { name: 'Send invite' }).click();
  await expect(owner.getByText('Invites Sent Successfully').first()).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Pending invites' })).toContainText(email);

  const link = await waitForMailLink(
    email,
    /https?:\/\/[^\s"]+\/invite\?invite_token=[0-9a-f]{40}/,
  );
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
  await logInAfterSignUp(teammate, `jordan_${id}`, 'teammate-password-1');
  await teammate.getByRole('button', { name: 'Join Lone Star Field Services' }).click();
  await expect(teammate.getByRole('heading', { name: 'Team' })).toBeVisible();
  await expect(teammate.getByText('Jordan Blake').first()).toBeVisible();
  await shot(teammate, 'teammate-joined');

  await owner.reload();
  await expect(owner.getByRole('region', { name: /Members/ })).toContainText('Jordan Blake');
});

/** Candidate search for notaries covering Montpelier, VT; answers the agent's card. */
async function findAgentInMontpelier(company: Page, agentName: string) {
  await nav(company).getByRole('link', { name: 'Find agents' }).click();
  await choose(company, 'Job types', 'Notary');
  await choose(company, 'State', 'Vermont');
  await choose(company, 'Towns', 'Montpelier', 'Montp');
  const card = company.getByRole('article').filter({ hasText: agentName });
  await expect(card).toBeVisible();
  return card;
}

async function inviteFromCard(company: Page, agentName: string, jobTitle: string, message: string) {
  const card = await findAgentInMontpelier(company, agentName);
  await card.getByRole('button', { name: `Invite to job: ${agentName}` }).click();
  const dialog = company.getByRole('dialog', { name: `Invite ${agentName} to a job` });
  await dialog.getByRole('textbox', { name: 'Job' }).click();
  await company.getByRole('option', { name: `${jobTitle} · Montpelier, VT` }).click();
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  return dialog;
}

test('a field agent sets their coverage, and a new company buys contacts, finds them by town and invites them to a job', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const agentName = `Casey Morgan${id}`;
  const agent = await (await browser.newContext()).newPage();
  await agent.goto('/signup');
  await fillAgentSignUp(agent, {
    firstName: 'Casey',
    lastName: `Morgan${id}`,
    username: `casey_${id}`,
    email: `casey.${id}@example.test`,
    password: 'field-agent-password',
  });
  await agent.getByRole('button', { name: 'Create account' }).click();
  await logInAfterSignUp(agent, `casey_${id}`, 'field-agent-password');

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
  await signUpCompany(company, {
    firstName: 'Riley',
    lastName: 'Hart',
    companyName: `Capitol Signings ${id}`,
    username: `capitol_${id}`,
    email: `capitol.${id}@example.test`,
  });

  const jobTitle = `Loan signing in Montpelier ${id}`;
  await company.goto('/employer/jobs/new');
  await submitJobForm(company, {
    title: jobTitle,
    description:
      'Refinance signing at the borrower’s home on Friday afternoon; scan-backs the same day.',
    jobType: 'Notary',
    payFrom: '100',
    payTo: '150',
    city: 'Montpelier',
    state: 'VT',
    zip: '05602',
  });
  await expect(company.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();

  const message = 'We have a signing in Montpelier on Friday. Interested?';
  const unpaid = await inviteFromCard(company, agentName, jobTitle, message);
  await expect(unpaid.getByRole('alert')).toContainText('The invitation was not sent');
  await expect(unpaid.getByRole('alert')).toContainText('No candidate contacts left on your plan.');
  await shot(company, 'invite-needs-contacts');
  await unpaid.getByRole('link', { name: 'See packages' }).click();

  await expect(company.getByRole('heading', { name: 'No packages yet' })).toBeVisible();
  await company.getByRole('link', { name: 'Compare packages' }).click();
  await company.getByRole('button', { name: 'Add Candidate Contact Pack to cart' }).click();
  await expect(company.getByText('This item added to cart.')).toBeVisible();
  await openCompanyMenu(company, 'Cart');
  await expect(company.getByRole('listitem', { name: 'Candidate Contact Pack' })).toBeVisible();
  await company.getByRole('button', { name: 'Checkout' }).click();
  await expect(
    company.getByRole('heading', { name: `Order for Capitol Signings ${id}` }),
  ).toBeVisible();
  await company.getByLabel('Name on card').fill('Riley Hart');
  await company.getByLabel('Card number').fill('4242 4242 4242 4242');
  await company.getByLabel('Expiry').fill('12 / 34');
  await company.getByLabel('Security code').fill('123');
  await company.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(company.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await inviteFromCard(company, agentName, jobTitle, message);
  await expect(company.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(company.getByText(`Invitation sent to ${agentName}.`)).toBeVisible();
  await shot(company, 'agent-invited');
  await openCompanyMenu(company, 'Packages');
  await expect(company.getByRole('article', { name: 'Candidate Contact Pack' })).toContainText(
    '1 of 25 used · 24 left',
  );

  await agent.goto('/messages');
  await agent.getByRole('link', { name: /Riley Hart/ }).click();
  const invitation = agent.getByRole('log', { name: 'Messages with Riley Hart' });
  await expect(invitation).toContainText(message);
  await expect(invitation).toContainText(jobTitle);
  await shot(agent, 'agent-sees-invitation');
});
