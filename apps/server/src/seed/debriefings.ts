import dayjs from 'dayjs';
import {
  crewDecider,
  crewStream,
  debriefingDecider,
  debriefingRecordFamily,
  debriefingRemarksDecider,
  debriefingRemarksStream,
  debriefingStream,
  todayIn,
  TOP_MANAGEMENT_SECTIONS,
  type CrewCommand,
  type DebriefingCommand,
} from '@crewing/domain';
import type { EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { saveFile } from '../platform/files/store.js';
import { tinyPdf } from './tiny-pdf.js';
import { nextId } from '../shared/ids.js';

type Meta = Omit<EventMetadata, 'commandId'>;

/** Its own generator (issue 13), drawn after every other seed: the demo data before it comes out as it did. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 2 ** 32);
}

const SECTION_TEXTS: Record<number, string> = {
  1: 'VOYAGES ON SCHEDULE, MOSTLY ASIA - AUSTRALIA TRADE',
  2: 'ACCOMMODATION CLEAN; PROVISIONS ADEQUATE; FRESH WATER RATIONED TWICE',
  3: 'DRILLS HELD WEEKLY; ONE LIFEBOAT DAVIT REPAIRED AFTER PSC INSPECTION',
  4: 'REST HOURS KEPT EXCEPT DURING CARGO OPERATIONS IN PORT',
  6: 'NO MEDICAL CASES; MEDICINE CHEST RESTOCKED AT SINGAPORE',
  7: 'NO ACCIDENTS; ONE NEAR MISS DURING MOORING, REPORTED',
  8: 'NO COMPLAINTS FILED',
  10: 'MASTER AND CHIEF ENGINEER SUPPORTIVE; SUPERINTENDENT VISITED TWICE',
  11: 'WAGES AND ALLOTMENTS ON TIME',
  12: 'WISHES TO REJOIN THE SAME VESSEL AFTER VACATION',
};

/**
 * Demo debriefings (issue 13): for the crews who have arrived home, debriefing records with a PDF
 * and an availability remark, and debriefings in each state (open, endorsed, for review, reviewed by
 * top management); the rest stay due for debriefing. All through the command handlers.
 */
export async function seedDebriefings(services: Services): Promise<number> {
  const rand = prng(13_013);
  const db = services.db;
  // The board's read model is folded asynchronously: the crew changes seeded above must be in it.
  await services.runner.catchUp(120_000);
  const today = dayjs(todayIn(services.clock(), services.env.TIME_ZONE));
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name'])
    .where('username', 'in', ['ops', 'crewing', 'management'])
    .execute();
  const meta = (username: string): Meta & { id: number; name: string } => {
    const u = users.find((x) => x.username === username)!;
    const name = `${u.first_name} ${u.last_name}`.toUpperCase();
    return {
      id: u.id,
      name,
      userId: u.id,
      userName: name,
      device: 'DESKTOP',
      browser: 'Chrome 131.0',
      os: 'Windows 10',
      ip: `192.168.10.${20 + u.id}`,
      correlationId: 'seed',
      causationId: null,
    };
  };
  const [ops, co, gm] = [meta('ops'), meta('crewing'), meta('management')];
  const arrived = await db
    .selectFrom('crew_change_board as b')
    .innerJoin('crews as c', 'c.id', 'b.off_signer_crew_id')
    .select([
      'b.id',
      'b.off_signer_crew_id as crewId',
      'b.vessel_id',
      'b.rank_id',
      'b.arrive_manila',
      'c.last_name',
      'c.first_name',
    ])
    .where('b.arrive_manila', 'is not', null)
    .where('b.arrive_manila', '<=', today.format('YYYY-MM-DD'))
    .where('b.rank_cancelled', '=', false)
    .orderBy('b.id')
    .execute();
  const at = () => services.clock().toISOString();
  let commands = 0;
  const debrief = async (who: typeof co, id: number, command: DebriefingCommand, key: string) => {
    await services.commands.handle(debriefingDecider, {
      streamId: debriefingStream.id(id),
      command,
      commandId: `seed-debriefing-${id}-${key}`,
      metadata: who,
    });
    commands++;
  };
  for (const [i, cc] of arrived.entries()) {
    const crewId = cc.crewId!;
    // A debriefing record for two crews in three, with the PDF he handed in.
    if (i % 3 !== 2) {
      const bytes = tinyPdf([
        'DEBRIEFING FORM (SCANNED)',
        `${cc.last_name}, ${cc.first_name}`,
        'DEMO SCAN - NOT A REAL DOCUMENT',
      ]);
      const file = await saveFile(db, { bytes, fileName: `debriefing_${crewId}.pdf`, kind: 'pdf', uploadedBy: null });
      const recordId = await nextId(services, 'crew_record');
      const availability = today.add(20 + Math.floor(rand() * 60), 'day').format('YYYY-MM-DD');
      const fields = {
        dateSubmitted: dayjs(cc.arrive_manila!).add(2, 'day').format('YYYY-MM-DD'),
        crewChangeId: cc.id,
        review: i % 4 === 0,
        availabilityDate: availability,
        remarks: rand() < 0.5 ? 'READY TO REJOIN AFTER VACATION' : 'REQUESTS SHORTER CONTRACT NEXT TIME',
        attachments: [{ fileId: file.id }],
      };
      const facts = {
        known: { crewChangeId: true },
        files: { [file.id]: { kind: 'pdf', uploadedBy: null, fileName: file.fileName } },
        actorId: null,
      };
      const command: CrewCommand = {
        type: 'AddCrewRecord',
        data: { crewId, family: debriefingRecordFamily.name, recordId, fields, facts, at: at() },
      };
      await services.commands.handle(crewDecider, {
        streamId: crewStream.id(crewId),
        command,
        commandId: `seed-debriefing-record-${cc.id}`,
        metadata: ops,
      });
      await services.commands.handle(debriefingRemarksDecider, {
        streamId: debriefingRemarksStream.id(recordId),
        command: {
          type: 'AddDebriefingRemark',
          data: {
            debriefingRecordId: recordId,
            crewId,
            remarkId: crypto.randomUUID(),
            remarks: `AVAILABLE FROM ${dayjs(availability).format('DD MMM YYYY').toUpperCase()}`,
            authorId: ops.id,
            authorName: ops.name,
            recordExists: true,
            at: at(),
          },
        },
        commandId: `seed-debriefing-remark-${cc.id}`,
        metadata: ops,
      });
      commands += 2;
    }
    // Debriefings for the first eight: two open, two endorsed, the rest For Review, two of them reviewed.
    if (i >= 8) continue;
    const arrival = { crewId, vesselId: cc.vessel_id, rankId: cc.rank_id, arriveManila: cc.arrive_manila };
    await debrief(
      co,
      cc.id,
      {
        type: 'StartDebriefing',
        data: { debriefingId: cc.id, arrival, today: today.format('YYYY-MM-DD'), by: co.name, at: at() },
      },
      'start',
    );
    const sections = Object.fromEntries(
      Object.entries(SECTION_TEXTS)
        .filter(([k]) => i >= 4 || rand() < 0.6 || (TOP_MANAGEMENT_SECTIONS as readonly number[]).includes(Number(k)))
        .map(([k, remarks]) => [k, { remarks, printRemarks: '' }]),
    );
    const documents = Object.fromEntries(
      ['18', '32', '41', 'a4', 'p1'].map((code) => [
        code,
        { scanned: true, stored: true, cleared: i !== 1, remarks: '' },
      ]),
    );
    const form = {
      sections,
      documents,
      answers: {
        c1: { answer: 'YES', comment: '' },
        c2: { answer: rand() < 0.8 ? 'YES' : 'NO', comment: '' },
        c5: { answer: 'YES', comment: 'SAME VESSEL PREFERRED' },
      },
      jis: {
        j1: { rating: 'VERY GOOD', remarks: '' },
        j8: { rating: rand() < 0.5 ? 'GOOD' : 'VERY GOOD', remarks: 'RECOMMENDED FOR RE-HIRE' },
      },
      scholar: {
        scholar: i === 5,
        fastTrack: i === 5,
        assessment: i === 5 ? 'RECOMMENDED FOR PROMOTION' : 'RETAIN IN RANK',
        remarks: '',
      },
      forReview: i >= 4,
    };
    await debrief(co, cc.id, { type: 'SaveDebriefingForm', data: { debriefingId: cc.id, form, at: at() } }, 'form');
    if (i < 2) continue;
    await debrief(
      co,
      cc.id,
      { type: 'EndorseDebriefing', data: { debriefingId: cc.id, by: co.name, at: at() } },
      'endorse',
    );
    if (i >= 6) {
      const input = {
        decision: i === 6 ? 'FOR RE-HIRE' : 'NOTED',
        remarks: i === 6 ? 'GOOD REPORT, PRIORITISE LINE-UP' : 'NOTED; FOLLOW UP THE NEAR MISS WITH THE MANAGER',
      };
      await debrief(
        gm,
        cc.id,
        { type: 'RecordManagementDecision', data: { debriefingId: cc.id, input, by: gm.name, at: at() } },
        'decision',
      );
    }
  }
  // The crews' availability dates (CrewProfileUpdated) fold asynchronously: have them in before the seed ends.
  await services.runner.catchUp(120_000);
  return commands;
}
