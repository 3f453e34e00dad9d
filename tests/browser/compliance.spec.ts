import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { crewDecider, crewStream } from '@crewing/domain';
import { createTestServices, type TestServices } from '@crewing/server/testing/test-services';
import { HttpClient, startApp } from '@crewing/server/testing/http';
import { callerFor, createMasterRecord, makeUser, registeredCrew, TEST_META } from '@crewing/server/testing/actors';
import { nextId } from '@crewing/server/shared/ids';
import { SAMPLE_CONTRACT } from '@crewing/server/compliance/sample-contract';
import type { App } from '@crewing/server/app';
import { launchChromium } from '../support/browser.js';
import { seriousViolations as violations } from '../support/axe.js';

// Issue 31: the crew's Contracts tab and the OWMS due list, marking an incident report filed, as an administrator.
const SHOTS = process.env.COMPLIANCE_SHOTS;
/** The app on a database of its own, Chromium, the crew and the administrator's session cookie. */
const my = {} as {
  services: TestServices;
  app: App;
  url: string;
  browser: Browser;
  crewId: number;
  cookie: string;
  certificateId: number;
};

beforeAll(async () => {
  my.services = await createTestServices({ startWorkers: false });
  ({ app: my.app, url: my.url } = await startApp(my.services));
  const admin = await makeUser(my.services, { userTypeId: 1 });
  const caller = await callerFor(my.services, admin.id);
  await caller.holidays.declare({ date: '2026-06-12', name: 'INDEPENDENCE DAY', kind: 'REGULAR' });
  const medical = await createMasterRecord(
    my.services,
    'contract-reason',
    await nextId(my.services, 'contract_reason'),
    {
      code: 'MED',
      name: 'MEDICAL REPATRIATION',
    },
  );
  const at = new Date().toISOString();
  my.crewId = await registeredCrew(my.services, { rankId: 1, at, onboard: { vesselId: 1, embarkDate: '2026-01-10' } });
  await my.services.commands.handle(crewDecider, {
    streamId: crewStream.id(my.crewId),
    command: {
      type: 'SignOffCrew',
      data: { crewId: my.crewId, disembarkDate: '2026-06-11', contractReasonId: medical, at },
    },
    commandId: crypto.randomUUID(),
    metadata: TEST_META,
  });
  await my.services.runner.catchUp(60_000);
  await caller.compliance.contracts.contract.add({
    crewId: my.crewId,
    fields: SAMPLE_CONTRACT,
  });
  // A certificate issued after 9 Nov 2021: MARINA's site can verify it, so it waits on the MARINA list.
  const ssat = await createMasterRecord(my.services, 'document', await nextId(my.services, 'document'), {
    name: 'SSAT',
    category: 'certificate',
  });
  my.certificateId = (
    await caller.crew.records.crewCertificate.add({
      crewId: my.crewId,
      fields: { documentId: ssat, certificateType: '1', number: 'SSAT-2024-88', issuedDate: '2024-02-01' },
    })
  ).id;
  const http = new HttpClient(my.url);
  expect(
    (await http.mutation('auth.login', { username: admin.username, password: admin.password })).error,
  ).toBeUndefined();
  my.cookie = http.cookie;
  my.browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await my.browser?.close();
  await my.app?.close();
  await my.services?.dispose();
});

async function open(path: string): Promise<Page> {
  const context = await my.browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const [name, value] = my.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: my.url }]);
  const page = await context.newPage();
  await page.goto(my.url + path);
  return page;
}

describe('Philippine compliance in the browser', () => {
  it('shows the contract on the Contracts tab', async () => {
    const page = await open(`/v/crew/${my.crewId}/contract/index`);
    // The basic pay in the contract's currency (USD with $); the first page of a cold app may take a while.
    await page.getByTestId('contracts').getByText('$1,000.00').first().waitFor({ timeout: 90_000 });
    // Issue 31 §4: the deployment's SBECS pack names what is missing before filing, and prints.
    const missing = page.getByTestId('sbecs-missing');
    await missing.waitFor({ timeout: 60_000 });
    expect(await missing.textContent()).toContain('Seafarer: DMW e-Registration No.');
    await page.getByTestId('sbecs-print').click();
    await page.locator('iframe[title^="sbecs_pack_"]').waitFor({ timeout: 90_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/contracts.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
  }, 240_000);

  it('lists what the OWMS is owed, overdue in red, files the quarterly update and marks the incident filed', async () => {
    const page = await open('/v/compliance/owms');
    const row = (item: string) => page.getByTestId(`owms-row-${my.crewId}-1-${item}`);
    const incident = row('INCIDENT');
    await incident.getByText('Overdue').waitFor({ timeout: 60_000 });
    expect(await incident.textContent()).toMatch(/19 Jun 2026/i);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/owms.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
    const file = async (item: string, reference: string) => {
      await row(item).getByTestId('owms-file').click();
      await page.getByTestId('owms-reference').fill(reference);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/owms-file-${item}.png` });
      await page.getByTestId('owms-file-save').click();
      await page.getByTestId('confirm-yes').click();
      // Filed: it leaves the list of what is still to file.
      await row(item).waitFor({ state: 'detached', timeout: 20_000 });
    };
    await file('Q2', 'OWMS-2026-0041');
    await file('INCIDENT', 'OWMS-2026-0042');
    await page
      .getByTestId('owms-show')
      .getByText(/^Filed/)
      .click();
    await incident.getByText(/ref\. OWMS-2026-0042/).waitFor({ timeout: 20_000 });
    await row('Q2')
      .getByText(/ref\. OWMS-2026-0041/)
      .waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('owms-show').textContent()).toMatch(/Filed \(2\)/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/owms-filed.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
  }, 180_000);

  it('lists the certificate MARINA has not verified, records the check, and it leaves the list', async () => {
    const page = await open('/v/compliance/marina');
    const row = page.getByTestId(`marina-row-${my.certificateId}`);
    await row.getByText('SSAT-2024-88').waitFor({ timeout: 60_000 });
    expect(await row.textContent()).toMatch(/01 Feb 2024/i);
    expect(await page.getByTestId('marina-show').textContent()).toMatch(/Not Verified \(1\)/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/marina.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
    await row.getByTestId('marina-verify').click();
    const form = page.getByTestId('record-form');
    expect(await form.getByTestId('marina-target').inputValue()).toBe('SSAT SSAT-2024-88');
    await form.getByTestId('record-result').click();
    await page.getByRole('option', { name: 'Verified', exact: true }).click();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/marina-verify.png` });
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('record-save').click();
    await page.getByTestId('confirm-yes').click();
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByText('Every one verified').waitFor({ timeout: 20_000 });
  }, 180_000);
});
