import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { useSeededApp } from '../support/seeded-app.js';
import { useChromium } from '../support/browser.js';
import { HttpClient } from '@crewing/server/testing/http';

// Issue 29 §2-3 at a phone's viewport: the demo seafarer reads his crew change and presses
// "I have read this"; the office board open in another browser shows it live (READ BY CREW).
// He sends a question and sets his availability. An offline reload still shows his documents.
const seeded = useSeededApp({ timeout: 900_000 });
const phone = useChromium();
const PHONE = { width: 360, height: 740 };
type Doc = { document: { documentElement: { scrollWidth: number } } };
type Nav = { navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } } };

async function demoSeafarer() {
  const account = await seeded.services.db
    .selectFrom('seafarer_accounts')
    .select(['crew_id', 'email'])
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  const http = new HttpClient(seeded.url);
  expect(
    (await http.mutation('portal.auth.login', { username: account.email, password: 'Demo-2026!' })).error,
  ).toBeUndefined();
  const mine = (await http.query('portal.my.crewChange')).data as { crewChangeId: number; vessel: string };
  const row = await seeded.services.db
    .selectFrom('crew_change_board')
    .select(['vessel_id', 'fleet_id'])
    .where('id', '=', mine.crewChangeId)
    .executeTakeFirstOrThrow();
  return { ...account, ...mine, ...row };
}

const cell = (page: Page, rowId: number, colId: string) =>
  page.locator(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`);

describe('the crew portal, live and offline (issue 29)', () => {
  it('he acknowledges at 360 px, the board shows it live; an offline reload still shows his documents', async () => {
    const me = await demoSeafarer();
    const board = await seeded.pageAs(
      'admin',
      `/v/crewchange/ccdetails?fleetId=${me.fleet_id}&vesselId=${me.vessel_id}&tab=embarking`,
    );
    await cell(board, me.crewChangeId, 'crew_name').waitFor({ timeout: 30_000 });
    expect(await cell(board, me.crewChangeId, 'acknowledged').innerText()).toBe('');

    const context = await phone.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${seeded.url}/`);
    await page.getByTestId('login-username').fill(me.email);
    await page.getByTestId('login-password').fill('Demo-2026!');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/portal$/, { timeout: 15_000 });
    await page.getByTestId('portal-crew-change').getByText(me.vessel).waitFor({ timeout: 15_000 });
    await page.getByTestId('portal-availability').waitFor();
    expect(await page.getByTestId('portal-read-at').innerText()).toBe('Not read yet');
    expect(await seriousViolations(page)).toEqual([]);

    // "I have read this": the office's board, open in another browser, shows the time without a reload.
    await page.getByTestId('portal-acknowledge').click();
    await page.getByTestId('confirm-yes').click();
    await page
      .getByTestId('portal-read-at')
      .getByText(/You read this on/)
      .waitFor({ timeout: 15_000 });
    await expect
      .poll(() => cell(board, me.crewChangeId, 'acknowledged').innerText(), { timeout: 15_000 })
      .toMatch(/\d{2} [A-Z]{3} \d{4} \d{2}:\d{2}/);

    // A question for the crewing officer: refused empty under its field, then sent.
    await page.getByTestId('portal-ask').click();
    await page.getByTestId('portal-crew-change').getByText('This field is required').waitFor({ timeout: 10_000 });
    await page.getByTestId('portal-question').fill('Which hotel do I check in to?');
    await page.getByTestId('portal-ask').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByText('Your question was sent to your crewing officer').waitFor({ timeout: 15_000 });

    // A change on the board reaches his phone through his own room (no polling).
    const ops = new HttpClient(seeded.url);
    await ops.mutation('auth.login', { username: 'ops', password: 'Demo-2026!' });
    const flight = 'PR 102 MNL-SIN';
    const edit = await ops.mutation('crewChange.updateEmbarking', {
      crewChangeId: me.crewChangeId,
      changes: { flight_details: flight },
    });
    expect(edit.error).toBeUndefined();
    await page.getByTestId('portal-crew-change').getByText(flight).waitFor({ timeout: 15_000 });
    await page
      .getByTestId('portal-notifications')
      .getByText(/FLIGHT DETAILS now PR 102/)
      .waitFor();
    expect(
      await page.evaluate(() => (globalThis as unknown as Doc).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    // Installed: the service worker controls the portal after one more load; then the link goes.
    await page.evaluate(() => (globalThis as unknown as Nav).navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => !!(globalThis as unknown as Nav).navigator.serviceWorker.controller))
      .toBe(true);
    await page.getByTestId('portal-documents').getByText('PASSPORT').first().waitFor({ timeout: 15_000 });
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('portal-offline').waitFor({ timeout: 15_000 });
    await page.getByTestId('portal-documents').getByText('PASSPORT').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('portal-crew-change').getByText(flight).waitFor();
    expect(await page.getByTestId('portal-sync').innerText()).toMatch(/Last synced \d{2} [A-Z]{3} \d{4}/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
