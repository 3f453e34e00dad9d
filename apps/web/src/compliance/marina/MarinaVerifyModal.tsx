import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { marinaField, marinaVerificationFamily, type MarinaVerifiedFamily } from '@crewing/domain/compliance/index';
import { RecordModal } from '../../records/RecordModal';
import { trpc } from '../../shared/trpc';

/** What a check names: the certificate or license (its record), what it reads as, and the number on it. */
export interface MarinaTarget {
  crewId: number;
  family: MarinaVerifiedFamily;
  recordId: number;
  label: string;
  number: string | null;
}

/**
 * Issue 31 §3 "Verify at MARINA": the serial typed into MARINA's site, the result it gave (verified,
 * not found, mismatch), remarks and a screenshot (an upload of the files store): one crew record,
 * who and when in its event. The certificate or license is the row's; the other field is not drawn.
 */
export function MarinaVerifyModal({ target, onClose }: { target: MarinaTarget; onClose: () => void }) {
  const add = trpc.compliance.marina.verifications.add.useMutation();
  const utils = trpc.useUtils();
  const named = marinaField(target.family);
  const other = named === 'certificateId' ? 'licenseId' : 'certificateId';
  const defaults = useMemo(() => ({ [named]: target.recordId, serial: target.number ?? '' }), [named, target]);
  return (
    <RecordModal
      family={marinaVerificationFamily}
      record={null}
      startEditing
      canManage
      title={`Verify at MARINA — ${target.label}`}
      cols={2}
      size="lg"
      defaults={defaults}
      options={() => [{ value: String(target.recordId), label: target.label }]}
      inputs={{
        [named]: (p) => (
          <TextInput
            label={p.spec.label}
            value={target.label}
            readOnly
            variant="filled"
            error={p.error}
            data-testid="marina-target"
          />
        ),
        [other]: () => null,
      }}
      onClose={onClose}
      add={async (fields, commandId) => {
        await add.mutateAsync({ crewId: target.crewId, fields, commandId });
        await Promise.all([utils.compliance.marina.invalidate(), utils.documents.invalidate()]);
      }}
      update={() => Promise.resolve()}
    />
  );
}
