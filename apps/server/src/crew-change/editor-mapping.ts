import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BATCH_COMPANION_FIELDS,
  canCrewChange,
  DISEMBARKING_FIELDS,
  EMBARKING_FIELDS,
  writableFields,
  type Actor,
  type Side,
} from '@crewing/domain';

/** The README's "Who edits what" table: per demo role, the fields of each of the four editors. */
export interface EditorRow {
  role: string;
  editor: string;
  single: Record<Side, string[]>;
  batch: Record<Side, string[]>;
}

const ALL: Record<Side, readonly string[]> = { embarking: EMBARKING_FIELDS, disembarking: DISEMBARKING_FIELDS };

function cell(text: string, side: Side): string[] {
  const t = text.trim();
  if (t === '-') return [];
  if (t === 'every field') return [...ALL[side]];
  return t.split(',').map((f) => f.trim());
}

/** Reads the table between the editor-mapping markers of the repository's README.md. */
export function readEditorMapping(
  readme = fileURLToPath(new URL('../../../../README.md', import.meta.url)),
): EditorRow[] {
  const text = readFileSync(readme, 'utf8');
  const block = text.split('<!-- editor-mapping:start -->')[1]?.split('<!-- editor-mapping:end -->')[0] ?? '';
  return block
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .map((l) => {
      const [role, editor, se, be, sd, bd] = l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return {
        role: role!.replaceAll('`', ''),
        editor: editor!,
        single: { embarking: cell(se!, 'embarking'), disembarking: cell(sd!, 'disembarking') },
        batch: { embarking: cell(be!, 'embarking'), disembarking: cell(bd!, 'disembarking') },
      };
    });
}

/** What the server gives an actor, in the README's terms (a batch companion field is left out: it goes with its lead). */
export function editorsOf(actor: Actor): Pick<EditorRow, 'single' | 'batch'> {
  const sorted = (l: string[]) => [...l].sort();
  const batch = (side: Side, allowed: boolean) =>
    allowed ? sorted(writableFields(actor, side, 'batch').filter((f) => !(f in BATCH_COMPANION_FIELDS[side]))) : [];
  return {
    single: {
      embarking: sorted(writableFields(actor, 'embarking')),
      disembarking: sorted(writableFields(actor, 'disembarking')),
    },
    batch: {
      embarking: batch('embarking', canCrewChange(actor, 'batchEmbarking')),
      disembarking: batch('disembarking', canCrewChange(actor, 'batchDisembarking')),
    },
  };
}
