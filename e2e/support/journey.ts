import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { readMailbox } from './mail-catcher';

export const DEMO_PASSWORD = 'fieldhire-demo';

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens `item` of the header's company menu. */
export async function openCompanyMenu(page: Page, item: string) {
  await nav(page).getByRole('button', { name: 'Company menu' }).click();
  await nav(page).getByRole('menuitem', { name: item }).click();
}

/** A screenshot in the test's output; `fullPage: false` for a popover or sheet, which a full-page capture misplaces. */
export const shot = (page: Page, name: string, { fullPage = true } = {}) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

function mailDir() {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set by the global setup');
  return dir;
}

/** The first link matching `pattern` in mail that reached `email` over SMTP (its subject matching `subject`, when given). */
export async function waitForMailLink(email: string, pattern: RegExp, subject?: RegExp) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    for (const mail of readMailbox(mailDir(), email).reverse()) {
      if (subject && !subject.test(mail.subject)) continue;
      const match = pattern.exec(mail.text);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail matching ${pattern} reached ${email}`);
}

/** Opens the verification link mailed to `email` in `page` and waits for the confirmation. */
export async function verifyEmail(page: Page, email: string) {
  const link = await waitForMailLink(email, /https?:\/\/[^\s"]+\/verify-email\/[^\s"]+/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
}

export async function logIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogIn(page, login, password);
}

/** Fills the login form, already open, sends it and waits to be logged in. */
async function fillLogIn(page: Page, login: string, password: string) {
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Picks `option` in a Mantine Select or MultiSelect labelled `label`, typing to narrow the list. */
export async function choose(page: Page, label: string, option: string, typed = option) {
  const input = page.getByRole('textbox', { name: label });
  await input.click();
  await input.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}\\b`) })
    .first()
    .click();
  await input.press('Escape');
}

export interface JobFormEntry {
  title: string;
  description: string;
  jobType: string;
  payFrom: string;
  payTo: string;
  city: string;
  state: string;
  zip: string;
}

/** Fills the job form an employer has open and posts it. */
export async function submitJobForm(page: Page, job: JobFormEntry) {
  await page.getByLabel('Title').fill(job.title);
  await page.getByLabel('Description').fill(job.description);
  await choose(page, 'Job type', job.jobType);
  await page.getByLabel('Pay from ($)').fill(job.payFrom);
  await page.getByLabel('Pay to ($)').fill(job.payTo);
  await page.getByLabel('City').fill(job.city);
  await page.getByLabel('State').fill(job.state);
  await page.getByLabel('ZIP code').fill(job.zip);
  await expect(page.getByLabel('Title')).toHaveValue(job.title);
  await page.getByRole('button', { name: 'Post job' }).click();
}

export interface NewCompany {
  firstName: string;
  lastName: string;
  companyName: string;
  username: string;
  email: string;
}

export interface NewAgent {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

/** Fills the sign-up form, already open, for a new field agent; the caller sends it. */
export async function fillAgentSignUp(page: Page, agent: NewAgent) {
  await page.getByLabel('Field agent').check({ force: true });
  await page.getByLabel('First name').fill(agent.firstName);
  await page.getByLabel('Last name').fill(agent.lastName);
  await page.getByLabel('Username').fill(agent.username);
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
}

/** Once the sign-up form is sent: the "check your email" card, then logging in from its link. */
export async function logInAfterSignUp(page: Page, login: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await fillLogIn(page, login, password);
}

/** Signs a new company up through the form, logs in and verifies its email from the mailed link. */
export async function signUpCompany(page: Page, company: NewCompany) {
  await page.goto('/signup');
  await page.getByLabel('Company', { exact: true }).check({ force: true });
  await page.getByLabel('First name').fill(company.firstName);
  await page.getByLabel('Last name').fill(company.lastName);
  await page.getByLabel('Company name').fill(company.companyName);
  await page.getByLabel('Username').fill(company.username);
  await page.getByLabel('Email').fill(company.email);
  await page.getByLabel('Password', { exact: true }).fill('company-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await logInAfterSignUp(page, company.username, 'company-password-1');
  await verifyEmail(page, company.email);
}
