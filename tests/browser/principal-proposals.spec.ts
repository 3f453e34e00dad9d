import { describe, expect, it } from 'vitest';
import { HttpClient } from '@crewing/server/testing/http';
import { openNfrCrewIds } from '@crewing/server/finance/crew-facts';
import { standbyOfRank } from '@crewing/server/testing/candidates';
import { demoPrincipal, openCrewChangeOf } from '@crewing/server/testing/principal';
import { useSeededApp } from '../support/seeded-app.js';
import { seriousViolations } from '../support/axe.js';

// Issue 30's Done-when: a crewing officer proposes two candidates from the line-up, the principal
// (another browser, his Proposals screen already open) sees them arrive live, approves one and
// rejects the other with a remark, the officer sees both answers live on the vessel plan, lines up
// the approved one; lining up the rejected one is refused. §3: the principal then marks the
// rejected one as not wanted from his crew screen; the officer's line-up shows him so and refuses him.
const seeded = useSeededApp();

describe('proposals to the principal in two browsers', () => {
  it('propose two, approve one, reject one with a remark, live both ways, line-up follows; a barred crew refused', async () => {
    const db = seeded.services.db;
    // An open crew change of his on a bulk vessel (the crewing officer's fleets), its off-signer onboard.
    const cc = await openCrewChangeOf(db, (await demoPrincipal(db)).principalId, 2);

    // The principal's Proposals screen is open before anything is proposed: what follows arrives live.
    const owner = await seeded.pageAs('principal', '/v/principal/proposals');
    await owner.getByTestId('proposal-list').waitFor({ timeout: 20_000 });
    const officer = await seeded.pageAs('crewing', `/v/crewchange/vesselplan?fleetId=${cc.fleet_id}`);
    await officer.getByTestId('plan-vessel').selectOption(String(cc.vessel_id));
    await officer.getByTestId(`line-up-open-${cc.crew_id}`).click();
    const dialog = officer.getByRole('dialog');
    // Two standby crews of the rank, not NFR (the line-up lists every crew of the rank).
    const standby = await standbyOfRank(db, cc.rank_id);
    const nfr = await openNfrCrewIds(db, standby);
    const [approved, rejected] = standby.filter((id) => !nfr.has(id)) as [number, number];
    await dialog.getByTestId(`propose-${approved}`).waitFor({ timeout: 20_000 });
    await dialog.getByTestId(`propose-${approved}`).check();
    await dialog.getByTestId(`propose-${rejected}`).check();
    expect(await seriousViolations(officer)).toEqual([]);
    await dialog.getByTestId('propose-submit').click();
    await dialog.getByTestId(`plan-proposal-${approved}`).getByText('AWAITING PRINCIPAL').waitFor({ timeout: 15_000 });
    await officer.keyboard.press('Escape');
    await officer.getByTestId(`plan-proposal-${rejected}`).waitFor({ timeout: 15_000 });

    // The principal, in another browser: both candidates appear without a reload (his vessel's live room).
    const row = (id: number) => owner.getByTestId(`proposal-${id}`);
    await row(approved).getByText('AWAITING PRINCIPAL').waitFor({ timeout: 20_000 });
    await row(rejected).getByText('AWAITING PRINCIPAL').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(owner)).toEqual([]);
    await row(rejected)
      .getByRole('button', { name: /^Reject/ })
      .click();
    await owner.getByTestId('reject-remarks').waitFor();
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.getByTestId('reject-save').click();
    await owner.getByText('Say why you reject this candidate').waitFor({ timeout: 10_000 });
    await owner.getByTestId('reject-remarks').fill('No car carrier experience');
    await owner.getByTestId('reject-save').click();
    await row(rejected).getByText('REJECTED').waitFor({ timeout: 15_000 });
    await row(approved)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await row(approved).getByText('APPROVED').waitFor({ timeout: 15_000 });

    // The officer's vessel plan shows both answers without a reload.
    await officer.getByTestId(`plan-proposal-${approved}`).getByText('APPROVED').waitFor({ timeout: 20_000 });
    await officer
      .getByTestId(`plan-proposal-${rejected}`)
      .getByText('NO CAR CARRIER EXPERIENCE')
      .waitFor({ timeout: 20_000 });
    expect(await seriousViolations(officer)).toEqual([]);

    // Lining up: the rejected one is refused with the principal's reason, the approved one is taken.
    const http = new HttpClient(seeded.url);
    expect((await http.mutation('auth.login', { username: 'crewing', password: 'Demo-2026!' })).error).toBeUndefined();
    const refused = await http.mutation('crewChange.addReliever', {
      crewChangeId: cc.id,
      crewId: rejected,
      primary: false,
    });
    expect(JSON.stringify(refused.error)).toContain('The principal rejected this candidate: NO CAR CARRIER EXPERIENCE');
    const taken = await http.mutation('crewChange.addReliever', {
      crewChangeId: cc.id,
      crewId: approved,
      primary: false,
    });
    expect(taken.error).toBeUndefined();

    // §3: the principal marks the rejected one as not wanted on his vessels, from his crew screen.
    await owner.goto(`${seeded.url}/v/principal/crew/${rejected}`);
    await owner.getByTestId('mark-barred').click();
    await owner.getByTestId('crew-mark-reason').waitFor();
    await owner.getByTestId('crew-mark-save').click();
    await owner.getByTestId('crew-mark-modal').getByText('Say why').waitFor({ timeout: 10_000 });
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.getByTestId('crew-mark-reason').fill('Left the vessel without notice');
    await owner.getByTestId('crew-mark-save').click();
    await owner
      .getByTestId('crew-mark-current')
      .getByText('LEFT THE VESSEL WITHOUT NOTICE')
      .waitFor({ timeout: 15_000 });
    expect(await seriousViolations(owner)).toEqual([]);

    // The officer's line-up shows him not wanted, with the principal's reason; lining him up is refused with it.
    await officer.reload();
    await officer.getByTestId('plan-vessel').selectOption(String(cc.vessel_id));
    await officer.getByTestId(`line-up-open-${cc.crew_id}`).click();
    const lineUp = officer.getByRole('dialog').getByTestId(`line-up-${rejected}`);
    await lineUp.getByText('NOT WANTED', { exact: true }).first().waitFor({ timeout: 20_000 });
    await lineUp.getByText(/Not wanted by the principal: LEFT THE VESSEL WITHOUT NOTICE/).waitFor();
    expect(await seriousViolations(officer)).toEqual([]);
    const barred = await http.mutation('crewChange.addReliever', {
      crewChangeId: cc.id,
      crewId: rejected,
      primary: false,
    });
    expect(JSON.stringify(barred.error)).toContain('Not wanted by the principal: LEFT THE VESSEL WITHOUT NOTICE');
    expect(seeded.consoleErrors).toEqual([]);
  });
});
