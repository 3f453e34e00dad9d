import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { startSeededApp, type SeededApp } from '../support/seeded-app.js';
import { useChromium } from '../support/browser.js';
import { codeInMail, startSmtpServer } from '@crewing/server/testing/portal';

// Issue 29, Done-when as far as built: at a phone's viewport, DSS invites a crew from his 201 file
// (the mail is received by a real SMTP server started here), the crew activates with the mail's
// link, signs in on the one sign-in page with his e-mail and reaches his portal; axe-core on each.
const SHOTS = process.env.PORTAL_SHOTS; // a folder: the screens are saved there to be looked at
type Doc = { document: { documentElement: { scrollWidth: number } } };
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'Seafarer-Pass-1';
let seeded: SeededApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const phone = useChromium();

beforeAll(async () => {
  smtp = await startSmtpServer();
  seeded = await startSeededApp();
  // The seeded app's settings, as an installation with a mail server has them.
  Object.assign(seeded.services.env, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await seeded?.close();
  await smtp?.close();
});

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('the crew portal in the browser (issue 29)', () => {
  it('DSS invites by mail; the crew activates at 360 px, signs in with his e-mail and sees his profile', async () => {
    // A reliever of the demo board whose embarking is open: his crew change is on the board.
    const lined = await sql<{ crew_id: number; vessel: string }>`
      select (e->>'crewId')::int as crew_id, v.name as vessel
      from crew_change_board b join vessels v on v.id = b.vessel_id,
        jsonb_array_elements(b.state->'embarkings') e
      where not b.rank_cancelled and e->'cancelled' = 'null'::jsonb
      order by b.id desc limit 1`.execute(seeded.services.db);
    const { crew_id: crewId, vessel } = lined.rows[0]!;
    const crew = await seeded.services.db
      .selectFrom('crews')
      .select(['id', 'last_name'])
      .where('id', '=', crewId)
      .executeTakeFirstOrThrow();
    const email = `crew${crew.id}@sea.example`;
    // His address on the 201 file, entered as the office does.
    const { HttpClient } = await import('@crewing/server/testing/http');
    const http = new HttpClient(seeded.url);
    await http.mutation('auth.login', { username: 'admin', password: 'Demo-2026!' });
    expect((await http.mutation('crew.update', { crewId: crew.id, changes: { email } })).error).toBeUndefined();
    await seeded.services.runner.catchUp(60_000);

    const dss = await seeded.pageAs('dss', `/v/crew/${crew.id}/others/portal-account`);
    const card = dss.getByTestId('portal-account');
    await card.waitFor({ timeout: 20_000 });
    expect(await dss.getByTestId('portal-account-status').textContent()).toBe('NOT INVITED');
    expect(await seriousViolations(dss)).toEqual([]);
    await dss.getByTestId('portal-invite').click();
    await dss.getByTestId('confirm-yes').click();
    await dss.getByTestId('portal-invite-result').getByText('sent to the crew').waitFor({ timeout: 15_000 });
    await dss.getByTestId('portal-account-status').getByText('INVITED').waitFor({ timeout: 10_000 });
    await shot(dss, 'office-portal-account');

    const mail = await smtp.next();
    expect(mail.to).toEqual([email]);
    const link = /https?:\/\/[^\s]+\/portal\/activate\?code=[A-Z0-9]{10}/.exec(
      mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[0];
    expect(link).toBeTruthy();
    const code = codeInMail(mail.raw);

    const context = await phone.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto(`${seeded.url}/portal/activate?code=${code}`);
    await page.getByTestId('activate-password').fill(PASSWORD);
    await page.getByTestId('activate-confirmPassword').fill('Something-Else-1');
    await page.getByTestId('activate-submit').click();
    await page.getByText('Password Not Matched').waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'phone-activate');
    await page.getByTestId('activate-confirmPassword').fill(PASSWORD);
    await page.getByTestId('activate-submit').click();
    await page.getByTestId('portal-activated').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('portal-activated').textContent()).toContain(email);

    await page.getByTestId('portal-to-login').click();
    await page.getByTestId('login-username').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/portal$/, { timeout: 15_000 });
    await page.getByTestId('portal-profile').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('portal-profile').textContent()).toContain(crew.last_name);
    // His crew change as the board holds it, and his documents with their expiry.
    await page.getByTestId('portal-crew-change').getByText(vessel).waitFor({ timeout: 15_000 });
    await page.getByTestId('portal-documents').getByText('PASSPORT').first().waitFor({ timeout: 15_000 });
    // Phone first: nothing wider than the screen.
    expect(
      await page.evaluate(() => (globalThis as unknown as Doc).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'phone-portal-home');

    // The office's screens are not his: the crew list sends him back to sign in.
    await page.goto(`${seeded.url}/v/masterlist/crew/index`);
    await page.getByTestId('login-username').waitFor({ timeout: 15_000 });
    expect(errors.filter((e) => !/401|UNAUTHORIZED/.test(e))).toEqual([]);
    await context.close();

    // DSS sees the activation and the sign-in on the 201 file.
    await dss.reload();
    await dss.getByTestId('portal-account-status').getByText('ACTIVE').waitFor({ timeout: 15_000 });
    expect(await dss.getByTestId('portal-account-dates').textContent()).not.toMatch(/Last sign-in —/);
  });
});
