import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { todayIn } from '@crewing/domain';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { useSeededApp } from '../support/seeded-app.js';
import { useChromium } from '../support/browser.js';
import { HttpClient } from '@crewing/server/testing/http';
import { codeInMail, startSmtpServer } from '@crewing/server/testing/portal';
import { currentDocuments } from '@crewing/server/documents/current';
import { cameraPhoto, dmy } from '../support/phone.js';

// Issue 29's Done-when, the whole story at a phone's viewport: DSS invites a lined-up reliever (the
// mail is received by a real SMTP server started here), he activates with the mail's code, reads his
// crew change and presses "I have read this" (the office board, open in another browser, shows it
// live: READ BY CREW), sends a question; a board edit reaches his phone. With the link down he
// uploads a renewed passport photo: it waits queued in his browser and goes when the link is back;
// DSS's review queue, open in another browser, shows it live; DSS approves and it is the current
// version on his 201 file. An offline reload still shows his documents.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const seeded = useSeededApp({
  timeout: 1_800_000,
  ready: async (app) => {
    smtp = await startSmtpServer();
    // The seeded app's settings, as an installation with a mail server has them.
    Object.assign(app.services.env, { SMTP_URL: smtp.url });
  },
});
afterAll(() => smtp?.close());
const phone = useChromium();
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'Seafarer-Pass-1';
type Doc = { document: { documentElement: { scrollWidth: number } } };
type Nav = { navigator: { serviceWorker: { controller: unknown } } };

/**
 * A bulk-fleet crew change still only planned (the row board-live reads), its reliever given an
 * e-mail on his 201 and invited by DSS: the invitation is mailed; the code is read from the mail.
 */
async function linedUpSeafarer() {
  const { db } = seeded.services;
  const row = await db
    .selectFrom('crew_change_board')
    .select(['id', 'vessel_id', 'fleet_id', sql<number>`(state->'embarkings'->0->>'crewId')::int`.as('crew_id')])
    .where('fleet_id', '=', 2)
    .where('rank_cancelled', '=', false)
    // Open: on the live board whatever its dates (finished crew changes leave it after 30 days).
    .where('finished_on', '=', 'infinity')
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
  expect(invited.error).toBeUndefined();
  expect((invited.data as { mailed: boolean }).mailed).toBe(true);
  const mail = await smtp.next();
  expect(mail.to).toEqual([email]);
  const vessel = await db
    .selectFrom('vessels')
    .select('name')
    .where('id', '=', row.vessel_id)
    .executeTakeFirstOrThrow();
  return { ...row, email, crewChangeId: row.id, vessel: vessel.name, code: codeInMail(mail.raw) };
}

const cell = (page: Page, rowId: number, colId: string) =>
  page.locator(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`);

describe('the crew portal, the whole story (issue 29 Done-when)', () => {
  it('the whole story at 360 px', { timeout: 240_000 }, async () => {
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
    await page.goto(`${seeded.url}/portal/activate?code=${me.code}`);
    await page.getByTestId('activate-password').fill(PASSWORD);
    await page.getByTestId('activate-confirmPassword').fill(PASSWORD);
    await page.getByTestId('activate-submit').click();
    await page.getByTestId('portal-activated').waitFor({ timeout: 15_000 });
    await page.getByTestId('portal-to-login').click();
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

    // With the link down he uploads a renewed passport photo: it waits in his browser, queued.
    const { db } = seeded.services;
    const passport = (await currentDocuments(db, [me.crew_id])).find((d) => d.code === 'PASSPORT')!;
    const review = await seeded.pageAs('dss', '/v/crew/portal-review');
    await review.getByText('Portal Review Queue').first().waitFor({ timeout: 20_000 });
    const today = todayIn(seeded.services.clock());
    const expiry = `${Number(today.slice(0, 4)) + 10}-${today.slice(5, 7)}-01`;
    const photo = await cameraPhoto(page);
    await context.setOffline(true);
    await page.getByTestId(`portal-renew-${passport.recordId}`).click();
    const form = page.getByTestId('portal-renew-form');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'IMG_2077.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByTestId('portal-renew-number').fill('P7654321C');
    for (const [testId, d] of [
      ['portal-renew-issued', today],
      ['portal-renew-expiry', expiry],
    ] as const) {
      await page.getByTestId(testId).fill(dmy(d));
      await page.getByTestId(testId).press('Tab');
    }
    await page.getByTestId('portal-renew-submit').click();
    await page
      .getByTestId('portal-queued')
      .getByText('Queued \u2014 will send when you are back online')
      .waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    const pending = () =>
      db.selectFrom('portal_requests').select('id').where('crew_id', '=', me.crew_id).where('status', '=', 'pending');
    expect(await pending().execute()).toEqual([]);

    // The link is back: it goes; DSS's queue, open in another browser, shows it without a reload.
    await context.setOffline(false);
    await page.getByTestId('portal-requests').getByText('WAITING FOR REVIEW').waitFor({ timeout: 30_000 });
    await page.getByTestId('portal-queued').waitFor({ state: 'detached', timeout: 15_000 });
    const request = await pending().executeTakeFirstOrThrow();
    const row = review.getByTestId(`review-row-${request.id}`);
    await row.getByText('P7654321C').waitFor({ timeout: 20_000 });
    await review.getByTestId(`review-approve-${request.id}`).click();
    await review.getByTestId('confirm-yes').click();
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    await seeded.services.runner.catchUp(60_000);
    const current = (await currentDocuments(db, [me.crew_id])).find((d) => d.code === 'PASSPORT')!;
    expect([current.number, current.issuedDate, current.expiryDate]).toEqual(['P7654321C', today, expiry]);
    expect(current.fileId).toBe(
      (await db.selectFrom('portal_requests').select('file_id').where('id', '=', request.id).executeTakeFirstOrThrow())
        .file_id,
    );

    // Installed: the service worker (registered on the first visit) controls the portal from its
    // next load; that load's files go through it. Then the link goes.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => !!(globalThis as unknown as Nav).navigator.serviceWorker.controller))
      .toBe(true);
    await page.getByTestId('portal-documents').getByText('P7654321C').waitFor({ timeout: 15_000 });
    // The offline copy is written once all three reads have come back from the server: wait for it to hold
    // the approved passport, or a slow crew change read leaves the copy of the load before (a busy machine).
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(
                'crewing.portal.snapshot',
              ) ?? '',
          ),
        { timeout: 30_000 },
      )
      .toContain('P7654321C');
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('portal-offline').waitFor({ timeout: 15_000 });
    await page.getByTestId('portal-documents').getByText('P7654321C').waitFor({ timeout: 15_000 });
    await page.getByTestId('portal-crew-change').getByText(flight).waitFor();
    expect(await page.getByTestId('portal-sync').innerText()).toMatch(/Last synced \d{2} [A-Z]{3} \d{4}/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
