import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { useSeededApp } from '../support/seeded-app.js';
import { firstActiveCrew } from '../support/seeded-picks.js';

// Issue 8: the crewing officer finds a crew on the master list and adds one (002 §2, §8).
const seeded = useSeededApp();

const pageAs = (username: string, path: string): Promise<Page> => seeded.pageAs(username, path);

/** The first active crew with this last name in the list's order (embark date newest first, then name). */
async function firstActive(lastName: string) {
  return seeded.services.db
    .selectFrom('crews')
    .select(['id', 'last_name', 'first_name', 'birthdate'])
    .where('last_name', '=', lastName)
    .where('status', '=', 1)
    .orderBy(sql`embark_date desc nulls last`)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function fillCrew(
  page: Page,
  c: { applicantNo: string; lastName: string; firstName: string; birthdate: string },
) {
  await page.getByLabel('Applicant No.').fill(c.applicantNo);
  await page.getByLabel('Last Name').fill(c.lastName);
  await page.getByLabel('First Name').fill(c.firstName);
  await page.getByLabel('Birthdate').fill(c.birthdate);
}

describe('the crew master list as the crewing officer', () => {
  it('finds a crew by last name, warns of an existing crew on Add Crew, and adds a new one', async () => {
    const page = await pageAs('crewing', '/v/masterlist/crew/index');
    await page.getByTestId('crew-table').waitFor({ timeout: 15_000 });

    const { last_name } = await firstActiveCrew(seeded.services.db);
    const crew = await firstActive(last_name);
    await page.getByTestId('crew-search').fill(last_name.slice(0, 4).toLowerCase());
    await page.getByTestId(`crew-row-${crew.id}`).waitFor({ timeout: 10_000 });
    await page.getByTestId('crew-search').fill(last_name);
    await page.getByTestId(`crew-row-${crew.id}`).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId(`crew-row-${crew.id}`).getByRole('link').getAttribute('href')).toBe(
      `/v/crew/${crew.id}/profile/201`,
    );

    // The same last and first name and birthdate: the possible-duplicate warning, then Cancel.
    await page.getByTestId('add-crew').click();
    await page.waitForURL(`${seeded.url}/v/masterlist/crew/add`);
    await fillCrew(page, {
      applicantNo: 'APP-BROWSER-1',
      lastName: crew.last_name,
      firstName: crew.first_name,
      birthdate: crew.birthdate!,
    });
    await page.getByTestId('crew-rank').click();
    await page.getByRole('option', { name: 'BSN — BOSUN' }).click();
    await page.getByTestId('crew-add-submit').click();
    await page.getByText('CREW TO BE ADDED SEEMS EXISTING?').waitFor();
    expect(
      await page.getByTestId('existing-crews').getByText(crew.first_name, { exact: true }).count(),
    ).toBeGreaterThan(0);
    await page.getByTestId('existing-cancel').click();
    await page.getByText('CREW TO BE ADDED SEEMS EXISTING?').waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${seeded.url}/v/masterlist/crew/add`);

    // A new crew: the create confirmation (002 §5), then his row on the list.
    await fillCrew(page, {
      applicantNo: 'APP-BROWSER-2',
      lastName: 'Zabala-Newcrew',
      firstName: 'Ramon',
      birthdate: '1994-08-21',
    });
    await page.getByTestId('crew-add-submit').click();
    await page.getByText('Are you sure', { exact: true }).waitFor();
    await page.getByTestId('confirm-yes').click();
    await page.waitForURL(/\/v\/masterlist\/crew\/index\?/);
    // The list is an async read model: the page asks again until he shows; the test folds it.
    await seeded.services.runner.catchUp(30_000);
    // The push reaches the page after the fold; on a CI machine busy with other test files, allow it time.
    await page.getByRole('link', { name: 'ZABALA-NEWCREW, RAMON' }).waitFor({ timeout: 30_000 });
    const added = await seeded.services.db
      .selectFrom('crews')
      .selectAll()
      .where('applicant_no', '=', 'APP-BROWSER-2')
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({
      last_name: 'ZABALA-NEWCREW',
      first_name: 'RAMON',
      birthdate: '1994-08-21',
      status: 1,
    });
  });
});
