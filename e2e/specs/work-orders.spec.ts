import { devices, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { test } from '../support/test';
import { logIn, shot, signUpCompany, submitJobForm } from '../support/journey';

const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  geolocation: { latitude: 30.2711, longitude: -97.7437 },
  permissions: ['geolocation'],
  timezoneId: 'UTC',
};

/** A small JPEG of one color, so each photo is its own content, with the camera's time. */
const photo = async (name: string, color: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: '2026:11:20 14:30:00', OffsetTimeOriginal: '+00:00' } })
    .toBuffer(),
});

async function pickPhotos(
  page: Page,
  deliverable: string,
  files: Awaited<ReturnType<typeof photo>>[],
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: `Choose from library: ${deliverable}` }).click(),
  ]);
  await chooser.setFiles(files);
}

async function answer(page: Page, question: string, text: string) {
  const box = page.getByRole('textbox', { name: `Answer: ${question}` });
  await box.fill(text);
  await page.locator('form').filter({ has: box }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Answer saved.').first()).toBeVisible();
}

test('a two-opening inspection goes from a counter-offer to approved work, photos sent through a dropped signal', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const id = Date.now().toString(36);
  const employer = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await signUpCompany(employer, {
    firstName: 'Morgan',
    lastName: 'Diaz',
    companyName: `Capitol Property Checks ${id}`,
    username: `capitol_${id}`,
    email: `capitol.${id}@example.test`,
  });

  // The company posts a two-opening inspection with a photo set and two questions.
  await employer
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Post a job' })
    .click();
  const title = `Exterior inspection ${id}`;
  await employer.getByLabel('Openings').fill('2');
  await employer.getByLabel('Fixed start time').check();
  const start = new Date(Date.now() + 10 * 60_000).toISOString().slice(0, 16);
  await employer.getByLabel('Starts at').fill(start);
  const deliverables: [string, string, string?][] = [
    ['photo', 'Front of house', '2'],
    ['question', 'Is the roof damaged?'],
    ['question', 'Any access problems?'],
  ];
  for (const [index, [kind, label, count]] of deliverables.entries()) {
    await employer.getByRole('button', { name: 'Add deliverable' }).click();
    const row = employer.getByRole('group', { name: `Deliverable ${index + 1}` });
    await row.getByLabel('Kind').selectOption(kind);
    await row.getByLabel('What is needed').fill(label);
    if (count) await row.getByLabel('Photos needed').fill(count);
  }
  await submitJobForm(employer, {
    title,
    description:
      'Photograph the front of the house and answer two questions about the roof and access.',
    jobType: 'Photography',
    payFrom: '60',
    payTo: '80',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  });
  await expect(employer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const pipeline = new URL(employer.url()).pathname;
  const jobPath = pipeline.replace('/employer', '');

  // The agent, on a phone, sees the terms and counters with other pay.
  const agent = await (await browser.newContext(PHONE)).newPage();
  await logIn(agent, 'candidate@fieldhire.test');
  await agent.goto(jobPath);
  await expect(agent.getByText('Front of house')).toBeVisible();
  await agent.getByRole('button', { name: 'Apply now' }).click();
  await agent.getByRole('button', { name: 'Propose other terms' }).click();
  await agent
    .getByLabel(/Pay from/)
    .last()
    .fill('90');
  await agent
    .getByLabel(/Pay to/)
    .last()
    .fill('95');
  await agent
    .getByLabel('Note about your proposal')
    .fill('The roof needs a ladder; I bring my own.');
  await agent.getByRole('button', { name: 'Send application' }).click();
  await expect(agent.getByText('Application pending')).toBeVisible();

  // The company accepts the offer: the work is assigned and the job shows one of two filled.
  await employer.reload();
  await employer.getByRole('textbox', { name: 'Status of Dana Reyes' }).click();
  await employer.getByRole('option', { name: 'Approved' }).click();
  await employer.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(employer.getByText('1 of 2 filled').first()).toBeVisible();

  // The agent's approved application leads to the work, from their applications and the job page.
  await agent.goto('/applications');
  await agent.getByRole('link', { name: `Open work order for ${title}` }).click();
  await expect(agent.getByRole('heading', { name: title })).toBeVisible();
  const assignedPath = new URL(agent.url()).pathname;
  expect(assignedPath).toMatch(/^\/work-orders\/\d+$/);
  await agent.goto(jobPath);
  await expect(agent.getByRole('link', { name: 'Open work order' })).toHaveAttribute(
    'href',
    assignedPath,
  );

  // The work is on the agent's calendar this week, and in the feed their phone's calendar reads.
  await agent.goto('/work');
  await agent.getByRole('link', { name: 'Calendar' }).click();
  await expect(agent.getByRole('list', { name: 'Week' }).getByText(title)).toBeVisible();
  await agent.getByRole('button', { name: 'Subscribe in your phone’s calendar' }).click();
  const feedUrl = await agent.getByRole('textbox', { name: 'Calendar address' }).inputValue();
  const feed = await agent.request.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain(`SUMMARY:${title} (Capitol Property Checks ${id})`);
  await shot(agent, 'agent-calendar-subscribe');
  await agent.keyboard.press('Escape');

  // The agent confirms and checks in on site with the phone's location. Work to confirm is under
  // Needs action whatever its day (near midnight it starts tomorrow).
  await agent.goto('/work');
  await agent.getByRole('tab', { name: /Needs action/ }).click();
  await agent
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(agent.getByRole('heading', { name: title })).toBeVisible();
  const workOrderPath = new URL(agent.url()).pathname;
  expect(workOrderPath).toBe(assignedPath);
  await agent.getByRole('button', { name: 'Confirm', exact: true }).click();
  await agent.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(agent.getByText(/Checked in: on time/)).toBeVisible();

  // Photos taken with no signal wait on the phone and go when it returns.
  await agent.context().setOffline(true);
  await pickPhotos(agent, 'Front of house', [
    await photo('front-1.jpg', '#8a5a2b'),
    await photo('front-2.jpg', '#2b5a8a'),
  ]);
  const waiting = agent.getByRole('status', { name: /Waiting to send/ });
  await expect(waiting).toContainText('front-1.jpg');
  await expect(waiting).toContainText('front-2.jpg');
  await shot(agent, 'photos-waiting-offline');
  await agent.context().setOffline(false);
  await expect(agent.getByText('2 of 2 photos')).toBeVisible({ timeout: 30_000 });
  await expect(waiting).toBeHidden();

  await answer(agent, 'Is the roof damaged?', 'No damage seen from the street.');
  await answer(agent, 'Any access problems?', 'Gate code worked.');
  await agent.getByRole('button', { name: 'Check out', exact: true }).click();
  await expect(agent.getByText(/Checked out/).first()).toBeVisible();
  await agent.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(agent.getByText('Submitted for approval.')).toBeVisible();

  // The company finds the work on its board, under Submitted, and looks at the photos.
  await employer.getByRole('link', { name: 'Work board' }).first().click();
  const submitted = employer.getByRole('region', { name: 'Submitted' });
  await submitted.getByRole('link', { name: title }).click();
  await expect(employer).toHaveURL(new RegExp(`${workOrderPath}$`));
  await employer.getByRole('button', { name: 'Open Front of house, photo 1 of 2' }).click();
  const lightbox = employer.getByRole('dialog', { name: 'Front of house, photo 1 of 2' });
  const full = lightbox.getByRole('img', { name: 'Front of house, photo 1 of 2' });
  // The photo comes from the work order's own address, sent to its parties only.
  await expect(full).toHaveAttribute('src', /\/api\/work-orders\/\d+\/items\/\d+\/file\/$/);
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  await expect(lightbox.getByText(/Nov 20, 2:30 PM/)).toBeVisible();
  await shot(employer, 'company-photo-lightbox');
  await employer.keyboard.press('Escape');

  // The company asks for one more photo; the agent adds it and submits again; the company approves.
  await employer.getByRole('button', { name: 'Request revision' }).click();
  await employer
    .getByLabel('What should the agent fix?')
    .fill('One more photo of the porch, please.');
  await employer.getByRole('dialog').getByRole('button', { name: 'Request revision' }).click();
  await expect(employer.getByRole('alert', { name: 'Revision requested' })).toContainText(
    'One more photo of the porch, please.',
  );

  await agent.reload();
  await expect(agent.getByText('The company asked for a revision')).toBeVisible();
  await pickPhotos(agent, 'Front of house', [await photo('porch.jpg', '#2b8a5a')]);
  await expect(agent.getByText('3 photos (at least 2)')).toBeVisible({ timeout: 30_000 });
  await agent.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(agent.getByText('Submitted for approval.')).toBeVisible();
  await shot(agent, 'agent-submitted');

  // Approving pays the agreed $95 offer plus the fee. The new company has no card on file: it is
  // sent to add one, comes back to the work order and approves.
  await employer.reload();
  await employer.getByRole('button', { name: 'Approve', exact: true }).click();
  const approval = employer.getByRole('dialog', { name: 'Approve this work?' });
  await expect(approval).toContainText(
    'pays Dana Reyes $95.00. Your card on file is charged $104.50, including the $9.50 platform fee.',
  );
  await approval.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(approval.getByRole('alert')).toContainText('Add a card to your billing account');
  await approval.getByRole('link', { name: 'Add a card' }).click();
  await employer.getByLabel('Name on card').fill('Morgan Diaz');
  await employer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await employer.getByLabel('Expiry').fill('12 / 40');
  await employer.getByLabel('Security code').fill('123');
  await employer.getByRole('button', { name: 'Save card' }).click();
  await expect(employer).toHaveURL(/\/work-orders\/\d+$/);
  await employer.getByRole('button', { name: 'Approve', exact: true }).click();
  await employer.getByRole('dialog').getByRole('button', { name: 'Approve and pay' }).click();
  await expect(employer.getByText('Work approved.')).toBeVisible();
  await expect(
    employer.getByText(/^\$104\.50 on .*: \$95\.00 to the agent and a \$9\.50 fee$/),
  ).toBeVisible();
  await shot(employer, 'company-approved');
  await agent.reload();
  await expect(agent.getByText('Approved').first()).toBeVisible();
  await expect(agent.getByText(/^\$95\.00 on /)).toBeVisible();

  // Each side rates the other once; the agent sees the company's rating only after rating back.
  const companyRating = employer.getByRole('region', { name: 'Rate the agent' });
  await companyRating.getByRole('radio', { name: '5 stars' }).focus();
  await employer.keyboard.press('Space');
  await companyRating.getByText('Great photos').click();
  await companyRating.getByLabel('Comment (optional)').fill('Clear photos, and the porch too.');
  await companyRating.getByRole('button', { name: 'Send rating' }).click();
  await employer.getByRole('dialog').getByRole('button', { name: 'Send rating' }).click();
  await expect(companyRating.getByText('You rated')).toBeVisible();
  await agent.reload();
  const agentRating = agent.getByRole('region', { name: 'Rate the company' });
  await expect(agentRating).toContainText('has rated you. You will see it once you rate them');
  await agentRating.getByRole('radio', { name: '4 stars' }).focus();
  await agent.keyboard.press('Space');
  await agentRating.getByRole('button', { name: 'Send rating' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Send rating' }).click();
  await expect(agentRating.getByText('rated you')).toBeVisible();
  await expect(agentRating.getByText('“Clear photos, and the porch too.”')).toBeVisible();
  await shot(agent, 'agent-rated');

  // The pay is the agent's to pay out, from the Earnings page.
  await agent.goto('/earnings');
  const available = agent.getByRole('region', { name: 'Available' });
  await expect(available).toContainText('$95.00');
  await agent.getByRole('button', { name: 'Pay out $95.00' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Pay out $95.00' }).click();
  await expect(agent.getByRole('region', { name: 'Paid out' })).toContainText('$95.00');
  await expect(available).toContainText('$0.00');
  await shot(agent, 'agent-earnings');
});
