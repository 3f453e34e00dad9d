import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { useSeededApp } from '../support/seeded-app.js';
import { useChromium } from '../support/browser.js';
import { HttpClient } from '@crewing/server/testing/http';

// Issue 29 §2-3 at a phone's viewport: the demo seafarer reads his crew change and presses
// "I have read this"; the office board open in another browser shows it live (READ BY CREW).
// He sends a question and sets his availability. An offline reload still shows his documents.
const seeded = useSeededApp({ timeout: 1_800_000 });
const phone = useChromium();
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'Seafarer-Pass-1';
type Doc = { document: { documentElement: { scrollWidth: number } } };
type Nav = { navigator: { serviceWorker: { controller: unknown } } };

/**
 * A bulk-fleet crew change still only planned (the row board-live reads), its reliever given an
 * e-mail on his 201 and invited by DSS (the seeded app has no mail server: the code is handed over).
 */
async function linedUpSeafarer() {
  const { db } = seeded.services;
  const row = await db
    .selectFrom('crew_change_board')
    .select(['id', 'vessel_id', 'fleet_id', sql<number>`(state->'embarkings'->0->>'crewId')::int`.as('crew_id')])
    .where('fleet_id', '=', 2)
    .where('rank_cancelled', '=', false)
    .where(sql<boolean>`jsonb_array_length(state->'embarkings') = 1`)
    .where(sql<boolean>`state->'embarkings'->0->'cancelled' = 'null'::jsonb`)
    .where(sql<boolean>`(state->'embarkings'->0->>'crewId')::int not in (select crew_id from seafarer_accounts)`)
    .orderBy('vessel_id', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const email = `crew${row.crew_id}@sea.example`;
  const office = async (username: string) => {
    const http = new HttpClient(seeded.url);
    expect((await http.mutation('auth.login', { username, password: 'Demo-2026!' })).error).toBeUndefined();
    return http;
  };
  expect(
    (await (await office('admin')).mutation('crew.update', { crewId: row.crew_id, changes: { email } })).error,
  ).toBeUndefined();
  await seeded.services.runner.catchUp(60_000);
  const invited = await (await office('dss')).mutation('portal.office.invite', { crewId: row.crew_id });
  const code = (invited.data as { code: string }).code;
  const anonymous = new HttpClient(seeded.url);
  const activation = { code, password: PASSWORD, confirmPassword: PASSWORD };
  expect((await anonymous.mutation('portal.auth.activate', activation)).error).toBeUndefined();
  const his = new HttpClient(seeded.url);
  expect((await his.mutation('portal.auth.login', { username: email, password: PASSWORD })).error).toBeUndefined();
  const mine = (await his.query('portal.my.crewChange')).data as { crewChangeId: number; vessel: string };
  expect(mine.crewChangeId).toBe(row.id);
  return { ...row, email, crewChangeId: row.id, vessel: mine.vessel };
}

const cell = (page: Page, rowId: number, colId: string) =>
  page.locator(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`);

describe('the crew portal, live and offline (issue 29)', () => {
  it(
    'he acknowledges at 360 px, the board shows it live; an offline reload still shows his documents',
    { timeout: 240_000 },
    async () => {
      const me = await linedUpSeafarer();
      const board = await seeded.pageAs(
        'ops',
        `/v/crewchange/ccdetails?fleetId=${me.fleet_id}&vesselId=${me.vessel_id}&tab=embarking`,
      );
      // Wide enough that the grid renders every column, READ BY CREW included.
      await board.setViewportSize({ width: 5000, height: 1000 });
      await cell(board, me.crewChangeId, 'crew_name').waitFor({ timeout: 30_000 });
      expect(await cell(board, me.crewChangeId, 'acknowledged').innerText()).toBe('');

      const context = await phone.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${seeded.url}/`);
      await page.getByTestId('login-username').fill(me.email);
      await page.getByTestId('login-password').fill(PASSWORD);
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
      await page
        .getByTestId('portal-crew-change')
        .getByText(/This field is required|Write your question first/)
        .waitFor({ timeout: 10_000 });
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
        .getByText(/now PR 102 MNL-SIN/)
        .waitFor();
      expect(
        await page.evaluate(() => (globalThis as unknown as Doc).document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(page)).toEqual([]);

      // Installed: the service worker (registered on the first visit) controls the portal from its
      // next load; that load's files go through it. Then the link goes.
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
    },
  );
});
