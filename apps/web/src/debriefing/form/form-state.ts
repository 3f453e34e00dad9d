import {
  DEBRIEFING_DOCUMENTS,
  DEBRIEFING_QUESTIONS,
  DEBRIEFING_SECTIONS,
  JIS_KEYS,
  sameValue,
  type DebriefingForm,
} from '@crewing/domain';
import type { RouterOutputs } from '../../shared/trpc';

export type Detail = RouterOutputs['debriefing']['get'];
type Part = Record<string, Record<string, unknown>>;
export type FormState = Required<Pick<DebriefingForm, 'forReview'>> & {
  sections: Record<string, { remarks: string; printRemarks: string }>;
  answers: Record<string, { answer: 'YES' | 'NO' | 'N/A' | null; comment: string }>;
  jis: Record<string, { rating: string | null; remarks: string }>;
  documents: Record<string, { scanned: boolean; stored: boolean; cleared: boolean; remarks: string }>;
  scholar: { scholar: boolean; fastTrack: boolean; assessment: string | null; remarks: string };
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const get = (p: Part, k: string) => p[k] ?? {};

/** Every row of the form filled from what is stored (blank where nothing is), in the catalogue's orders. */
export function toFormState(d: Detail): FormState {
  const sections = d.sections as Part;
  const answers = d.answers as Part;
  const jis = d.jis as Part;
  const documents = d.documents as Part;
  return {
    forReview: d.forReview,
    sections: Object.fromEntries(
      DEBRIEFING_SECTIONS.map((s) => [
        String(s.id),
        {
          remarks: str(get(sections, String(s.id)).remarks),
          printRemarks: str(get(sections, String(s.id)).printRemarks),
        },
      ]),
    ),
    answers: Object.fromEntries(
      DEBRIEFING_QUESTIONS.map((q) => [
        q.key,
        {
          answer: (get(answers, q.key).answer as FormState['answers'][string]['answer']) ?? null,
          comment: str(get(answers, q.key).comment),
        },
      ]),
    ),
    jis: Object.fromEntries(
      JIS_KEYS.map((j) => [
        j.key,
        { rating: (get(jis, j.key).rating as string | null) ?? null, remarks: str(get(jis, j.key).remarks) },
      ]),
    ),
    documents: Object.fromEntries(
      DEBRIEFING_DOCUMENTS.map((doc) => {
        const e = get(documents, doc.code);
        return [
          doc.code,
          {
            scanned: e.scanned === true,
            stored: e.stored === true,
            cleared: e.cleared === true,
            remarks: str(e.remarks),
          },
        ];
      }),
    ),
    scholar: {
      scholar: d.scholar?.scholar ?? false,
      fastTrack: d.scholar?.fastTrack ?? false,
      assessment: d.scholar?.assessment ?? null,
      remarks: d.scholar?.remarks ?? '',
    },
  };
}

const blankEntry = (v: Record<string, unknown>) => Object.values(v).every((x) => x === '' || x === null || x === false);

/** What Save sends: the rows that differ from what was loaded (a row never written and still blank is left out). */
export function formPayload(initial: FormState, now: FormState): DebriefingForm {
  const out: Record<string, unknown> = {};
  for (const part of ['sections', 'answers', 'jis', 'documents'] as const) {
    const changed = Object.fromEntries(
      Object.entries(now[part]).filter(
        ([k, v]) => !sameValue(initial[part][k], v) && !(blankEntry(v) && blankEntry(initial[part][k] ?? {})),
      ),
    );
    if (Object.keys(changed).length) out[part] = changed;
  }
  if (!sameValue(initial.scholar, now.scholar)) out.scholar = now.scholar;
  if (initial.forReview !== now.forReview) out.forReview = now.forReview;
  return out as DebriefingForm;
}
