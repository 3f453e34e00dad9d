import { describe, expect, it } from 'vitest';
import type { KeyListKind } from '@crewing/domain';
import { callerFor, createMasterRecord } from '@crewing/server/testing/actors';
import { nextId } from '@crewing/server/shared/ids';
import { barangays, municipalities, provinces, psgcName, regions } from '@crewing/server/psgc/data';
import { useSeededApp } from '../support/seeded-app.js';
import { firstActiveCrew, openFromMasterList } from '../support/seeded-picks.js';
import { addRecord, choose, recordCell, saveRecord, shownRecord } from '../support/record-form.js';

// Issue 8 tests: the crew 201 file's records (family, address cascade, image, P&I) as the crewing officer.
const seeded = useSeededApp();

/** A 1x1 opaque PNG (signature, IHDR, IDAT, IEND): enough for the files store to sniff an image. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The first item of a key list, created through a command when the list is empty. */
async function keyItem(kind: KeyListKind, name: string): Promise<{ id: number; name: string }> {
  const found = await seeded.services.db
    .selectFrom('key_items')
    .select(['id', 'name'])
    .where('kind', '=', kind)
    .where('active', '=', true)
    .orderBy('name')
    .executeTakeFirst();
  if (found) return found;
  return {
    id: await createMasterRecord(seeded.services, kind, await nextId(seeded.services, 'key_item'), { name }),
    name,
  };
}

const byName = <T extends { name: string }>(xs: T[], name: string): T => {
  const x = xs.find((o) => o.name === name);
  if (!x) throw new Error(`No PSGC entry named ${name}`);
  return x;
};

describe('the crew 201 records as the crewing officer', () => {
  it('adds a family member, moves an address through the PSGC cascade, uploads an image and counts P&I days', async () => {
    // Key lists and the crew's current address, set up through commands as the officer would.
    const relationship = await keyItem('relationship', 'SPOUSE');
    const addressType = await keyItem('address-type', 'PERMANENT');
    const pandiClub = await keyItem('pandi-club', 'UK P&I CLUB');
    const crew = await firstActiveCrew(seeded.services.db);
    const crewing = await seeded.services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'crewing')
      .executeTakeFirstOrThrow();
    await seeded.services.runner.catchUp(30_000);
    // His address to move: the first he has (the demo seed files a permanent one), else one added now.
    const existing = await seeded.services.db
      .selectFrom('crew_records')
      .select(['id', 'fields'])
      .where('crew_id', '=', crew.id)
      .where('family', '=', 'address')
      .orderBy('id')
      .executeTakeFirst();
    const fields = {
      addressTypeId: addressType.id,
      address: '12 MABINI ST',
      regionCode: '0300000000',
      provinceCode: '0301400000',
      municipalityCode: '0301412000',
    };
    const officer = await callerFor(seeded.services, crewing.id);
    const address = existing ?? (await officer.crew.records.address.add({ crewId: crew.id, fields }));
    const before = ((existing?.fields ?? fields) as { municipalityCode: string }).municipalityCode;
    // The new place, from the official PSGC data: in another region than his (a Select deselects a re-picked option).
    const target = [
      ['REGION VII (CENTRAL VISAYAS)', 'BOHOL', 'BACLAYON'],
      ['REGION VI (WESTERN VISAYAS)', 'ILOILO', 'OTON'],
    ].find(([r]) => !before.startsWith(byName(regions(), r!).code.slice(0, 2)))!;
    const region = byName(regions(), target[0]!);
    const province = byName(provinces(region.code), target[1]!);
    const municipality = byName(municipalities({ regionCode: region.code, provinceCode: province.code }), target[2]!);
    const barangay = barangays(municipality.code)[0]!;

    // 1. The master list: find him by last name, open his 201 file.
    const page = await seeded.pageAs('crewing', '/v/masterlist/crew/index');
    await openFromMasterList(page, seeded.url, crew);

    // 2. Family: add a member; he shows in the list and each new field in the family's history.
    await page.getByRole('link', { name: 'Family', exact: true }).click();
    await page.waitForURL(`${seeded.url}/v/crew/${crew.id}/profile/family`);
    const familyPage = page.getByTestId('records-family');
    await addRecord(page, familyPage, async (form) => {
      await choose(page, form.getByTestId('record-relationshipId'), relationship.name.slice(0, 3), relationship.name);
      await form.getByTestId('record-lastName').fill('Dimaculangan');
      await form.getByTestId('record-firstName').fill('Lorna');
      await form.getByTestId('record-birthdate').fill('1986-04-12');
      await choose(page, form.getByTestId('record-jobStatus'), 'Work', 'Working');
    });
    const member = await shownRecord(familyPage, 'DIMACULANGAN');
    for (const text of [relationship.name, 'LORNA', '12 APR 1986', 'Working'])
      expect(await member.textContent()).toContain(text);
    const memberId = (await member.getAttribute('data-testid'))!.replace('record-row-', '');
    const familyHistory = page.getByTestId('records-family-history');
    const added = [
      ['Relationship', relationship.name],
      ['Last Name', 'DIMACULANGAN'],
      ['First Name', 'LORNA'],
      ['Birthdate', '12 APR 1986'],
      ['Job Status', 'Working'],
    ];
    for (const [label, value] of added) {
      const change = familyHistory.getByRole('row').filter({ hasText: `Family Member #${memberId} — ${label}` });
      await change.filter({ hasText: value! }).waitFor({ timeout: 10_000 });
    }
    await page.screenshot({ path: '/tmp/crew-family.png', fullPage: true });

    // 3. Address and Contact: move his address region -> province -> municipality -> barangay.
    await page.getByRole('link', { name: 'Address and Contact', exact: true }).click();
    await page.waitForURL(`${seeded.url}/v/crew/${crew.id}/profile/addresscontact`);
    const addressPage = page.getByTestId('records-address');
    const addressRow = addressPage.getByTestId(`record-row-${address.id}`);
    await addressRow.waitFor({ timeout: 10_000 });
    expect(await addressRow.textContent()).toContain(psgcName(before));
    await addressRow.getByTestId('record-row-edit').click();
    const addressForm = page.getByTestId('record-form');
    await choose(page, addressForm.getByTestId('psgc-region'), region.name, region.name);
    await choose(page, addressForm.getByTestId('psgc-province'), province.name, province.name);
    await choose(page, addressForm.getByTestId('psgc-municipality'), municipality.name, municipality.name);
    await choose(page, addressForm.getByTestId('psgc-barangay'), barangay.name, barangay.name);
    await saveRecord(page, 'Are you sure you want to update this record?');
    await expect.poll(() => addressRow.textContent(), { timeout: 10_000 }).toContain(municipality.name);
    for (const name of [region.name, province.name, barangay.name])
      expect(await addressRow.textContent()).toContain(name);
    const addressHistory = page.getByTestId('records-address-history');
    for (const [label, value] of [
      ['Municipality / City', municipality.name],
      ['Barangay', barangay.name],
    ]) {
      const changed = addressHistory
        .getByRole('row')
        .filter({ hasText: `Address #${address.id} — ${label}` })
        .first();
      await changed.waitFor({ timeout: 10_000 });
      // Soft: a name missing from the history is reported at the end, after the image and P&I steps ran.
      expect.soft(await changed.textContent(), `the address history names the new ${label}`).toContain(value);
    }
    await page.screenshot({ path: '/tmp/crew-address.png', fullPage: true });

    // 4. The crew image: upload, confirm, see it load; the 201 history names the change.
    const png = { name: 'crew.png', mimeType: 'image/png', buffer: PNG_1X1 };
    await page.getByTestId('crew-photo').locator('input[type=file]').setInputFiles(png);
    await page.getByText('Are you sure you want to upload this image?', { exact: true }).waitFor();
    // The crews read model is async: fold it once the image is set, then the pushed crew topic refreshes the page.
    const saved = page.waitForResponse((r) => r.url().includes('/trpc/crew.setPhoto'));
    await page.getByTestId('confirm-yes').click();
    expect((await saved).status()).toBe(200);
    await seeded.services.runner.catchUp(30_000);
    const image = page.getByTestId('crew-photo-image');
    await image.waitFor({ timeout: 10_000 });
    const naturalWidth = () => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
    await expect.poll(naturalWidth, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByTestId('crew-photo-delete').waitFor();
    await page.getByRole('link', { name: '201 Profile', exact: true }).click();
    await page.waitForURL(`${seeded.url}/v/crew/${crew.id}/profile/201`);
    const imageChange = page
      .getByTestId('crew-history')
      .getByRole('row')
      .filter({ hasText: /Crew Image|photoFileId/ });
    await imageChange.first().waitFor({ timeout: 10_000 });
    await page.screenshot({ path: '/tmp/crew-profile-image.png', fullPage: true });

    // 5. P&I: a case and two checkups (7 and 14 days): the case's Total Days is 21 (002 §4).
    await page.getByRole('link', { name: 'Medical Issues', exact: true }).click();
    await page.getByRole('link', { name: 'P&I', exact: true }).click();
    await page.waitForURL(/\/medical-issue\/p(&|%26)i$/);
    const cases = page.getByTestId('records-pandi');
    await addRecord(page, cases, async (form) => {
      await form.getByTestId('record-dateReported').fill('2026-03-02');
      await choose(page, form.getByTestId('record-pandiClubId'), pandiClub.name.slice(0, 3), pandiClub.name);
      await form.getByTestId('record-illness').fill('Browser test sprain');
    });
    const caseRow = await shownRecord(cases, 'BROWSER TEST SPRAIN');
    const checkups = page.getByTestId('records-pandi-checkup');
    for (const [date, days] of [
      ['2026-03-05', '7'],
      ['2026-03-12', '14'],
    ] as const) {
      await addRecord(page, checkups, async (form) => {
        // The case's option text is made of its text fields (in stored key order): pick it by the illness.
        const caseInput = form.getByTestId('record-pandiId');
        await caseInput.click();
        await caseInput.fill('BROWSER');
        await page.getByRole('option').filter({ hasText: 'BROWSER TEST SPRAIN' }).click();
        await form.getByTestId('record-checkupDate').fill(date);
        await form.getByTestId('record-days').fill(days);
      });
    }
    for (const date of ['05 MAR 2026', '12 MAR 2026']) {
      await shownRecord(checkups, date);
    }
    const totalDays = await recordCell(cases, caseRow, 'Total Days');
    await expect.poll(() => totalDays.textContent(), { timeout: 10_000 }).toBe('21');
    await page.screenshot({ path: '/tmp/crew-pandi.png', fullPage: true });

    // 6. Nothing went wrong in the browser on the way.
    expect(seeded.consoleErrors).toEqual([]);
  });

  // Issue 25 point 12: what the address family's schema needs is marked on the form, and a missing one is said in our words.
  it('marks Region and Municipality / City required on the address form and says what is missing in a sentence', async () => {
    const crew = await firstActiveCrew(seeded.services.db);
    const page = await seeded.pageAs('crewing', `/v/crew/${crew.id}/profile/addresscontact`);
    await page.getByTestId('records-address').getByTestId('record-add').click();
    const form = page.getByTestId('record-form');
    const level = (name: string) => form.getByTestId(`psgc-${name}`);
    const wrapper = (name: string) =>
      form.locator('.mantine-Select-root').filter({ has: page.getByTestId(`psgc-${name}`) });
    for (const name of ['region', 'municipality'])
      expect(await level(name).getAttribute('required'), name).not.toBeNull();
    for (const name of ['province', 'barangay']) expect(await level(name).getAttribute('required'), name).toBeNull();
    await form.getByTestId('record-save').click();
    for (const name of ['region', 'municipality']) {
      await expect.poll(() => wrapper(name).textContent(), { timeout: 10_000 }).toContain('This field is required');
    }
    expect(await form.textContent()).not.toMatch(/Invalid input|expected \w+, received/);
    expect(seeded.consoleErrors).toEqual([]);
  });

  // Issue 25 point 16: a rule the server refuses (400) shows its sentence under the field; the browser logs no error.
  it('shows a refused address under its field without a console error', async () => {
    const held = await seeded.services.db
      .selectFrom('crew_records')
      .select(['crew_id', 'fields'])
      .where('family', '=', 'address')
      .orderBy('crew_id')
      .executeTakeFirstOrThrow();
    const typeId = (held.fields as { addressTypeId: number }).addressTypeId;
    const type = await seeded.services.db
      .selectFrom('key_items')
      .select('name')
      .where('id', '=', typeId)
      .executeTakeFirstOrThrow();
    const errorsBefore = seeded.consoleErrors.length;
    const page = await seeded.pageAs('crewing', `/v/crew/${held.crew_id}/profile/addresscontact`);
    await page.getByTestId('records-address').getByTestId('record-add').click();
    const form = page.getByTestId('record-form');
    await choose(page, form.getByTestId('record-addressTypeId'), type.name.slice(0, 4), type.name);
    await form.getByTestId('record-address').fill('7 Refusal St');
    await choose(page, form.getByTestId('psgc-region'), 'NATIONAL CAPITAL', 'NATIONAL CAPITAL REGION (NCR)');
    await choose(page, form.getByTestId('psgc-municipality'), 'QUEZON', 'QUEZON CITY');
    await page.getByTestId('record-save').click();
    await page.getByTestId('confirm-yes').click();
    await form.getByText('This crew already has an address of this type').waitFor({ timeout: 10_000 });
    expect(seeded.consoleErrors.slice(errorsBefore)).toEqual([]);
  });
});
