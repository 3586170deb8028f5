import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { Document } from '@app/shared/documents/document.schemas';
import { addVehicles, newSchool, type School } from './fleet-support';
import { choose, expectNoSidewaysScroll, toast } from './people-support';
import { BASE_URL, expectAccessible, openFromNav, shot, signInToDashboard } from './support';

// Documents that expire (issue 25 §3) against the real server, in a school of its own: a document type
// added in School Setup, a vehicle's document added from its row with a PDF, its days left, the
// 30-day filter of Fleet → Documents, and the dashboard's card; at 1280 and 390 px, with axe.

const BUS = { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true };
const TYPE = 'Fire Extinguisher Certificate';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOCUMENTS = '/api/transport/documents/';

/** The school's documents as the API lists them. */
async function listDocuments(school: School): Promise<Document[]> {
  const response = await fetch(`${BASE_URL}${DOCUMENTS}`, { headers: school.headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Document[] }).results;
}

/** A type of the school's by its title, through the API. */
async function typeId(school: School, title: string): Promise<string> {
  const response = await fetch(
    `${BASE_URL}/api/transport/document-types/?search=${encodeURIComponent(title)}`,
    {
      headers: school.headers,
    },
  );
  const { results } = (await response.json()) as { results: { id: string; title: string }[] };
  return results.find((type) => type.title === title)!.id;
}

/** Picks a day in a date field's calendar, a month ahead at most. */
async function pickDay(page: Page, field: Locator, day: dayjs.Dayjs) {
  await field.click();
  const calendar = page.locator('.mantine-Popover-dropdown');
  if (day.month() !== dayjs().month()) await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: day.format('D MMMM YYYY'), exact: true }).click();
  await expect(field).toHaveText(day.format('MMMM D, YYYY'));
}

test('a document type, a vehicle’s document with its PDF, its days left, the 30-day filter and the dashboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const school = await newSchool();
  const [bus] = await addVehicles(school, [BUS]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page, school.email, school.password);

  // School Setup → Document Types: the preloaded types, and one of the school's own for vehicles.
  await openFromNav(page, 'School Setup', 'Document Types');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Types' })).toBeVisible();
  const types = page.getByRole('table', { name: 'Document Types' });
  await expect(types.getByRole('row').filter({ hasText: 'Insurance Certificate' })).toContainText('Vehicles');
  await page.getByRole('button', { name: 'Add Document Type' }).click();
  const addType = page.getByRole('dialog', { name: 'Add Document Type' });
  await addType.getByLabel('Title').fill(TYPE);
  await choose(page, addType, 'Applies To', 'Vehicles');
  await expectAccessible(page, 'Add Document Type');
  await addType.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Document type added successfully')).toBeVisible();
  await expect(types.getByRole('row').filter({ hasText: TYPE })).toContainText('Active');
  await expectAccessible(page, 'Document Types');
  await shot(page, 'documents-types-1280');

  // Fleet → Vehicles → the bus's Documents: none yet; Add gives the new one to the bus.
  await openFromNav(page, 'Fleet', 'Vehicles');
  await page.getByRole('button', { name: 'Documents KBZ 412A' }).click();
  const ofBus = page.getByRole('dialog', { name: 'Documents: KBZ 412A' });
  await expect(ofBus.getByText('No documents yet. Add the first one.')).toBeVisible();
  await ofBus.getByRole('button', { name: 'Add Document' }).click();
  const add = page.getByRole('dialog', { name: 'Add Document' });
  await expect(add.getByRole('textbox', { name: 'Vehicle' })).toHaveValue('KBZ 412A');
  await choose(page, add, 'Document Type', TYPE);
  await add.getByLabel('Document Number').fill('FE-2291');
  const expiry = dayjs().add(10, 'day');
  await pickDay(page, add.getByRole('button', { name: /Expiry Date/ }), expiry);
  await add.locator('input[type="file"]').setInputFiles({
    name: 'extinguisher.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expectAccessible(page, 'Add Document');
  await shot(page, 'documents-add-1280');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Document added successfully')).toBeVisible();

  // Its days left as the school counts them, in orange words; its file downloads as it was uploaded.
  const [saved] = await listDocuments(school);
  expect(saved).toMatchObject({
    document_type_title: TYPE,
    number: 'FE-2291',
    file_name: 'extinguisher.pdf',
  });
  const daysLeft = `${saved!.days_left} days left`;
  const row = ofBus.getByRole('row').filter({ hasText: TYPE });
  await expect(row).toContainText(daysLeft);
  await expect(row).toContainText(expiry.format('MMMM D, YYYY'));
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the file of ${TYPE}: KBZ 412A` }).click();
  expect((await download).suggestedFilename()).toBe('extinguisher.pdf');
  await expectAccessible(page, 'Documents of a vehicle');
  await ofBus.getByRole('button', { name: 'Close' }).click();

  // Another, expiring in three months: on the list, but not within 30 days.
  const later = await fetch(`${BASE_URL}${DOCUMENTS}`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify({
      document_type: await typeId(school, 'Insurance Certificate'),
      vehicle: bus!.id,
      expires_on: dayjs().add(90, 'day').format('YYYY-MM-DD'),
    }),
  });
  expect(later.status).toBe(201);

  await openFromNav(page, 'Fleet', 'Documents');
  const list = page.getByRole('table', { name: 'Documents' });
  await expect(list.locator('tbody tr')).toHaveCount(2);
  await choose(page, page.getByRole('main'), 'Expiring', 'Expired or expiring within 30 days');
  await expect(page).toHaveURL(/expiring_within_days=30/);
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expect(list.locator('tbody tr')).toContainText(TYPE);
  await expectAccessible(page, 'Documents filtered');
  await shot(page, 'documents-list-1280');

  // The dashboard counts it and names it; its title leads to the same list.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const card = page.getByRole('region', { name: 'Documents expiring within 30 days' });
  await expect(card).toContainText('1 document expired or expiring');
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem')).toContainText(`KBZ 412A: ${TYPE}`);
  await expect(card.getByRole('listitem')).toContainText(daysLeft);
  await expectAccessible(page, 'Dashboard with documents');
  await shot(page, 'documents-dashboard-1280');
  await card.getByRole('link', { name: 'Documents expiring within 30 days' }).click();
  await expect(page).toHaveURL(/\/fleet\/documents\?expiring_within_days=30$/);
  await expect(list.locator('tbody tr')).toHaveCount(1);

  // A phone: the documents as cards, nothing to scroll sideways, the filters and Add in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Documents' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(daysLeft);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Documents at 390 px');
  await shot(page, 'documents-list-390');
  await page.getByRole('button', { name: 'Add Document' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Document' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Add Document at 390 px');
  await shot(page, 'documents-add-390');
});
