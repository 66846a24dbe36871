import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { openCompanyMenu, shot, signUpCompany, submitJobForm } from '../support/journey';

async function postJob(page: Page, title: string) {
  await page.goto('/employer/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await submitJobForm(page, {
    title,
    description:
      'Exterior occupancy check: photograph the front, the street and the meter, same day.',
    jobType: 'Occupancy Verification',
    payFrom: '25',
    payTo: '40',
    city: 'San Antonio',
    state: 'TX',
    zip: '78205',
  });
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Jordan Alvarez');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a company buys a package in the sandbox checkout, posts past the free limit and sees the invoice', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  await signUpCompany(page, {
    firstName: 'Jordan',
    lastName: 'Alvarez',
    companyName: `Alamo Property Checks ${id}`,
    username: `alamo_${id}`,
    email: `alamo.${id}@example.test`,
  });

  await postJob(page, `Occupancy check one ${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Occupancy check one ${id}` }),
  ).toBeVisible();
  await postJob(page, `Occupancy check two ${id}`);
  await expect(page.getByRole('alert')).toContainText('No job posts left on your plan.');

  await openCompanyMenu(page, 'Packages');
  await expect(page.getByRole('heading', { name: 'No packages yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Compare packages' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Packages for companies' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Basic to cart' }).click();
  await expect(page.getByText('This item added to cart.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Basic to cart' }).click();
  await expect(page.getByText('This item is already in the cart.')).toBeVisible();
  await shot(page, 'pricing');

  await openCompanyMenu(page, 'Cart');
  await expect(page.getByRole('listitem', { name: 'Basic' })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$199.00');
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\?client_id=/);
  await expect(
    page.getByRole('heading', { name: /^Order for Alamo Property Checks/ }),
  ).toBeVisible();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert', { name: 'Payment failed' })).toContainText(
    'Your card was declined. Try another card.',
  );
  await shot(page, 'declined');
  await page.getByLabel('Card number').fill('');
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/checkout\/return\?from=cart&session_id=chk_/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const invoiceLink = page.getByRole('link', { name: /^FH-\d{6}$/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = await invoiceLink.innerText();
  await shot(page, 'paid');
  await openCompanyMenu(page, 'Cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  for (const n of ['two', 'three']) {
    await postJob(page, `Occupancy check ${n} ${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Occupancy check ${n} ${id}` }),
    ).toBeVisible();
  }

  await openCompanyMenu(page, 'Packages');
  const basic = page.getByRole('article', { name: 'Basic' });
  await expect(basic).toContainText('2 of 30 used · 28 left');
  await expect(basic).toContainText('Renews');
  await shot(page, 'packages');

  // A listing from a package and a free one both end, and say when.
  await page.goto('/employer/jobs');
  for (const n of ['one', 'two']) {
    await expect(page.getByRole('article', { name: `Occupancy check ${n} ${id}` })).toContainText(
      'Listed until',
    );
  }
  await shot(page, 'my-jobs');
  await page.goto('/billing/invoices/abc');
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  await shot(page, 'invoice-not-found');

  await openCompanyMenu(page, 'Packages');
  await page.getByRole('link', { name: 'Invoices' }).click();
  const row = page.getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(row).toContainText('$199.00');
  await expect(row).toContainText('paid');
  await row.getByRole('link', { name: invoiceNumber }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: `Invoice ${invoiceNumber}` })).toContainText(
    'Visa •••• 4242',
  );
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await shot(page, 'invoice-print');
});
