import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { useSeededApp } from '../support/seeded-app.js';

// Issue 25 point 17: axe-core over the main screens of every area, held at zero critical and serious
// violations, and one level-one heading (the page title) per screen. One browser and one sign-in
// per user serve every screen: each is a navigation of the same page.
const pages = new Map<string, Page>();
const ids = { crew: 0, vessel: 0, staff: 0, user: 0, rank: 0, document: 0 };

const seeded = useSeededApp({
  ready: async ({ services: { db } }) => {
    // A crew with an address: the 201 screens show a list, not only the empty row.
    const crew = await db
      .selectFrom('crews as c')
      .innerJoin('crew_records as r', 'r.crew_id', 'c.id')
      .select('c.id')
      .where('r.family', '=', 'address')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    ids.crew = crew.id;
    ids.vessel = (await db.selectFrom('vessels').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    ids.staff = (await db.selectFrom('users').select('id').where('username', '=', 'ops').executeTakeFirstOrThrow()).id;
    ids.user = ids.staff;
    ids.rank = (await db.selectFrom('ranks').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    ids.document = (await db.selectFrom('documents').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  },
});

interface Screen {
  name: string;
  path: () => string;
  user?: string;
}

const crew = (tab: string): Screen => ({ name: `201 file: ${tab}`, path: () => `/v/crew/${ids.crew}/${tab}` });

/** The main screens of every area (apps/web/src/<area>/routes.tsx). */
const SCREENS: Screen[] = [
  { name: 'dashboard', path: () => '/v/dashboard' },
  { name: 'dashboard crews', path: () => '/v/dashboard/crews' },
  { name: 'top management dashboard', path: () => '/v/dashboard/top-management' },
  { name: 'crew list', path: () => '/v/masterlist/crew/index' },
  { name: 'add crew', path: () => '/v/masterlist/crew/add' },
  crew('profile/201'),
  crew('profile/personalinfo'),
  crew('profile/addresscontact'),
  crew('profile/education'),
  crew('profile/family'),
  crew('profile/crew-category'),
  crew('crew-document/index'),
  crew('crew-document/certificate'),
  crew('crew-document/covid-vaccine'),
  crew('crew-document/checklist'),
  crew('document/licenses'),
  crew('workexperience/inhouse'),
  crew('workexperience/outside'),
  crew('crewcomments/comments'),
  crew('crew-incident/index'),
  crew('medical-issue/p&i'),
  crew('training/index'),
  crew('cash-advance/index'),
  crew('others/cash-loan/index'),
  crew('others/debriefing-records'),
  { name: 'fleet board', path: () => '/v/crewchange/ccdetails' },
  { name: 'vessel board', path: () => '/v/crewchange/crew-change-details' },
  { name: 'fleet board as crewing officer', path: () => '/v/crewchange/ccdetails', user: 'crewing' },
  { name: 'overdue', path: () => '/v/crewchange/ccmanipulation/overdue' },
  { name: 'no batch', path: () => '/v/crewchange/ccmanipulation/no-batch' },
  { name: 'batch list', path: () => '/v/crewchange/ccmanipulation/batch-list' },
  { name: 'vessel plan', path: () => '/v/crewchange/vesselplan' },
  { name: 'rotation plan', path: () => '/v/crewchange/rotationPlan' },
  { name: 'monthly plan', path: () => '/v/crewchange/monthlyplan' },
  { name: 'vessel list', path: () => '/v/masterlist/vessel/index' },
  { name: 'add vessel', path: () => '/v/masterlist/vessel/add' },
  { name: 'vessel documents', path: () => `/v/vessel/${ids.vessel}/document` },
  { name: 'vessel salary matrix', path: () => `/v/vessel/${ids.vessel}/rank-salary` },
  { name: 'staff list', path: () => '/v/masterlist/staff' },
  { name: 'staff 201 profile', path: () => `/v/staff/${ids.staff}/profile/201` },
  { name: 'staff employee information', path: () => `/v/staff/${ids.staff}/profile/employee` },
  { name: 'staff documents', path: () => `/v/staff/${ids.staff}/document/gov` },
  { name: 'debriefing form', path: () => '/v/debriefing/debriefingform' },
  { name: 'staff debriefing', path: () => '/v/debriefing/staffdebriefing' },
  { name: 'top management debriefing', path: () => '/v/debriefing/topmngmtdebriefing' },
  { name: 'crew debriefing', path: () => '/v/crewDebriefing' },
  { name: 'my reports', path: () => '/v/my-reports' },
  { name: 'crew report', path: () => '/v/report/crewreport' },
  { name: 'onboard list', path: () => '/v/report/onboardlist' },
  { name: 'other reports', path: () => '/v/report/others' },
  { name: 'rank statistics', path: () => '/v/rank-statistics' },
  { name: 'embark document requirements', path: () => '/v/report/embark-requirements' },
  { name: 'generate id', path: () => '/v/other-reports/generate-id' },
  { name: 'certificate of employment', path: () => '/coe', user: 'finance' },
  { name: 'settings: documents', path: () => '/v/settings/document' },
  { name: 'settings: document detail', path: () => `/v/settings/document/${ids.document}` },
  { name: 'settings: ports', path: () => '/v/settings/port' },
  { name: 'settings: ranks', path: () => '/v/settings/rank' },
  { name: 'settings: rank document matrix', path: () => `/v/settings/rank/${ids.rank}/document-matrix` },
  { name: 'settings: flag documents', path: () => '/v/settings/flag-document-matrix' },
  { name: 'users', path: () => '/v/settings/user' },
  { name: 'create user', path: () => '/v/settings/user-create' },
  { name: 'user detail', path: () => `/v/settings/user-detail/${ids.user}` },
  { name: 'history log', path: () => '/v/utilities/history-log/index' },
  { name: 'import', path: () => '/v/utilities/import' },
  { name: 'notifications', path: () => '/notifications' },
  { name: 'queuing', path: () => '/queuing' },
];

interface Found {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: Array<{ target: string; summary: string | undefined }>;
}

/** The page's document, typed for the few calls made here (this workspace has no DOM types). */
type PageDocument = { querySelector(s: string): unknown; querySelectorAll(s: string): { length: number } };

/**
 * Waits until the screen has drawn: no spinner left and the browser idle for a moment. The checks
 * are functions, not strings: the app's CSP refuses eval.
 */
type InPage = { document: PageDocument };
// Run in the page (serialised): they may use nothing from this module.
const drawn = () => (globalThis as unknown as InPage).document.querySelector('main, form') !== null;
const noneOf = (sel: string) => (globalThis as unknown as InPage).document.querySelectorAll(sel).length === 0;

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(drawn, null, { timeout: 15_000 }).catch(() => undefined);
  const busy = '.mantine-Loader-root, .ag-overlay-loading-center, [data-loading="true"]';
  await page.waitForFunction(noneOf, busy, { timeout: 15_000 });
  await page.waitForTimeout(250);
}

/** axe-core's source put into the page (not a script tag: the app's CSP allows only its own scripts), then run. */
async function audit(page: Page): Promise<Found[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const r = await (globalThis as unknown as { axe: typeof axe }).axe.run({ resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
  });
}

async function pageFor(user: string): Promise<Page> {
  let page = pages.get(user);
  if (!page) {
    page = await seeded.pageAs(user, '/');
    pages.set(user, page);
  }
  return page;
}

const blocking = (v: Found) => v.impact === 'critical' || v.impact === 'serious';
const describeAll = (found: Found[]) =>
  found
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target}\n      ${n.summary ?? ''}`).join('\n')}`,
    )
    .join('\n');

describe(`axe-core on ${SCREENS.length} screens`, () => {
  it('the sign-in screen', async () => {
    const page = await (await pageFor('admin')).context().browser()!.newPage();
    await page.goto(seeded.url + '/login');
    await settled(page);
    const found = await audit(page);
    await page.close();
    expect(describeAll(found.filter(blocking))).toBe('');
  });

  for (const screen of SCREENS) {
    it(screen.name, async () => {
      const page = await pageFor(screen.user ?? 'admin');
      await page.goto(seeded.url + screen.path());
      await settled(page);
      const found = await audit(page);
      const headings = await page.locator('h1').count();
      const report = describeAll(found.filter(blocking));
      if (report !== '' || headings !== 1)
        console.log(`${screen.name} (${screen.path()}): h1 x${headings}\n${describeAll(found)}`);
      expect(report).toBe('');
      expect(headings, 'one level-one heading, the page title').toBe(1);
    });
  }
});
