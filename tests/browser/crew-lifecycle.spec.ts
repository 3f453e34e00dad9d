import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import dayjs from 'dayjs';
import { formatDate, todayIn } from '@crewing/domain';
import { callerFor } from '@crewing/server/testing/actors';
import { useSeededApp } from '../support/seeded-app.js';

/**
 * Issue 24, done when: the crewing officer confirms an off-signer's disembarkation and arrival and
 * his reliever's embarkation on the board. The off-signer appears on the Standby List with his last
 * vessel, arrival date and days ashore and leaves the Onboard List; the reliever is onboard on the
 * vessel plan and his 201 header; the dashboard's counts move live, in another browser, as each
 * step lands. The runner and the lifecycle process run as on a server: nothing here folds by hand.
 */
const seeded = useSeededApp({
  timeout: 900_000,
  ready: async ({ services }) => {
    await services.runner.start();
    services.processes.start(services.store);
  },
});

const confirmYes = (page: Page) => page.getByTestId('confirm-yes').click();
const count = async (page: Page, scope: 'onboard' | 'standby') =>
  Number(await page.getByTestId(`count-${scope}`).innerText());

async function confirm(page: Page, field: string) {
  await page.getByTestId(`confirm-${field}`).click();
  await confirmYes(page);
  await page.getByTestId(`confirmed-${field}`).waitFor({ timeout: 20_000 });
}

describe('a crew change confirmed on the board moves the crews across every screen', () => {
  it('standby list, onboard list, vessel plan, 201 header and live dashboard tell the same story', async () => {
    const { services } = seeded;
    const crewingUser = await services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'crewing')
      .executeTakeFirstOrThrow();
    const crewing = await callerFor(services, crewingUser.id);
    const today = todayIn(services.clock(), services.env.TIME_ZONE);
    const day = (n: number) => dayjs(today).add(n, 'day').format('YYYY-MM-DD');

    // The crewing officer plans a crew change on a bulk vessel: an onboard crew relieved by a standby one of his rank.
    const fleetId = 2;
    const vessels = (await crewing.crewChange.board({ fleetId })).vessels;
    let plan: {
      vesselId: number;
      off: { crewId: number; name: string; rankId: number };
      reliever: { crewId: number; name: string };
    } | null = null;
    for (const v of vessels) {
      const options = await crewing.crew.options({ vesselId: v.id });
      const rows = (await crewing.crewChange.board({ fleetId, vesselId: v.id })).rows;
      const busy = new Set(rows.flatMap((r) => [r.offSigner?.crewId, ...r.relievers.map((x) => x.crewId)]));
      const off = options.onboard.find((c) => !busy.has(c.crewId));
      let reliever: (typeof options.standby)[number] | undefined;
      // An active, hired crew (the dashboards count those) of his rank, free on this vessel.
      for (const c of options.standby.filter((x) => off && x.rankId === off.rankId && !busy.has(x.crewId))) {
        const detail = await crewing.crew.get({ id: c.crewId });
        if (detail.status === 1 && detail.crewCode) {
          reliever = c;
          break;
        }
      }
      if (off && reliever) {
        plan = { vesselId: v.id, off, reliever };
        break;
      }
    }
    if (!plan) throw new Error('no bulk vessel with a free onboard crew and a standby crew of his rank');
    const vesselName = vessels.find((v) => v.id === plan.vesselId)!.name;
    const reason = (
      await services.db.selectFrom('contract_reasons').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const port = (await services.db.selectFrom('ports').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const { crewChangeId: id } = await crewing.crewChange.plan({
      vesselId: plan.vesselId,
      rankId: plan.off.rankId,
      offSignerCrewId: plan.off.crewId,
      relieverCrewIds: [plan.reliever.crewId],
    });
    await crewing.crewChange.updateDisembarking({
      crewChangeId: id,
      changes: { contract_reason_id: reason, disembark_port_id: port, disembark_date: day(-3), arrive_manila: day(-1) },
    });
    await crewing.crewChange.updateEmbarking({
      crewChangeId: id,
      changes: { embark_date: day(-2), embark_port_id: port },
    });

    // Another browser: the Ops manager's dashboard (every fleet), open all along.
    const dashboard = await seeded.pageAs('ops', '/v/dashboard');
    await dashboard.getByTestId('count-onboard').waitFor({ timeout: 30_000 });
    const [onboard0, standby0] = [await count(dashboard, 'onboard'), await count(dashboard, 'standby')];

    // The board: the off-signer's disembarkation and arrival confirmed.
    const board = await seeded.pageAs(
      'crewing',
      `/v/crewchange/ccdetails?fleetId=${fleetId}&vesselId=${plan.vesselId}&tab=disembarking`,
    );
    await board.getByTestId(`edit-${id}`).click();
    await confirm(board, 'disembark_date');
    await confirm(board, 'arrive_manila');
    await expect.poll(() => count(dashboard, 'standby'), { timeout: 60_000 }).toBe(standby0 + 1);
    expect(await count(dashboard, 'onboard')).toBe(onboard0 - 1);

    // The reliever's embarkation.
    await board.keyboard.press('Escape');
    await board.goto(`${seeded.url}/v/crewchange/ccdetails?fleetId=${fleetId}&vesselId=${plan.vesselId}&tab=embarking`);
    await board.getByTestId(`edit-${id}`).click();
    await confirm(board, 'embark_date');
    const signOn = async () =>
      (await crewing.crew.experience.steps({ crewId: plan.reliever.crewId })).find(
        (x) => x.crewChangeId === id && x.step === 'SIGN ON',
      );
    await expect
      .poll(
        async () => {
          const x = await signOn();
          return x ? `${x.status} ${x.reason ?? ''}` : 'none';
        },
        { timeout: 60_000 },
      )
      .toBe('DONE ');
    await expect.poll(() => count(dashboard, 'onboard'), { timeout: 60_000 }).toBe(onboard0);
    expect(await count(dashboard, 'standby')).toBe(standby0);

    // The Standby List: the off-signer with his last vessel, his arrival and one day ashore.
    const standby = await seeded.pageAs('crewing', '/v/report/standbylist');
    const row = standby
      .getByTestId('report-row')
      .filter({ hasText: plan.off.name.split(' ').at(-1)! })
      .filter({ hasText: plan.off.name.split(' ')[0]! })
      .filter({ hasText: vesselName });
    await row.first().waitFor({ timeout: 30_000 });
    const text = await row.first().innerText();
    expect(text).toContain(formatDate(day(-1)));
    expect(text).toMatch(/\b1\b/);
    await standby.screenshot({ path: join(tmpdir(), 'crew-lifecycle-standby-list.png'), fullPage: false });

    // The Onboard List: the reliever in, the off-signer out.
    const onboard = await seeded.pageAs('crewing', `/v/report/onboardlist`);
    await onboard.getByTestId('report-row').first().waitFor({ timeout: 30_000 });
    const onboardText = (await onboard.getByTestId('report-row').allInnerTexts()).join('\n');
    const surname = (name: string) => name.split(' ').at(-1)!;
    expect(onboardText).toContain(surname(plan.reliever.name));
    const offSignerRows = await onboard
      .getByTestId('report-row')
      .filter({ hasText: surname(plan.off.name) })
      // His first name too: the demo has namesakes on one vessel (CARLO and REYNALDO CORPUZ AQUINO).
      .filter({ hasText: plan.off.name.split(' ')[0]! })
      .filter({ hasText: vesselName })
      .count();
    expect(offSignerRows).toBe(0);

    // The vessel plan holds the reliever; his 201 header says where, since when.
    const vesselPlan = await seeded.pageAs(
      'crewing',
      `/v/crewchange/vesselplan?fleetId=${fleetId}&vesselId=${plan.vesselId}`,
    );
    await vesselPlan.getByTestId(`plan-row-${plan.reliever.crewId}`).waitFor({ timeout: 30_000 });
    expect(await vesselPlan.getByTestId(`plan-row-${plan.off.crewId}`).count()).toBe(0);
    const file = await seeded.pageAs('crewing', `/v/crew/${plan.reliever.crewId}/profile/201`);
    await expect.poll(() => file.getByTestId('crew-summary-vessel').innerText(), { timeout: 30_000 }).toBe(vesselName);
    expect(await file.getByTestId('crew-summary-embark-date').innerText()).toContain(formatDate(day(-2)));
    const offFile = await seeded.pageAs('crewing', `/v/crew/${plan.off.crewId}/profile/201`);
    await expect
      .poll(() => offFile.getByTestId('crew-summary-vessel').innerText(), { timeout: 30_000 })
      .toBe('STANDBY');
    expect(await offFile.getByTestId('crew-summary-last-vessel').innerText()).toContain(vesselName);
    expect(await offFile.getByTestId('crew-summary-days-ashore').innerText()).toContain('1');
    await offFile.screenshot({ path: join(tmpdir(), 'crew-lifecycle-201.png') });
    expect(seeded.consoleErrors).toEqual([]);
  }, 300_000);
});
