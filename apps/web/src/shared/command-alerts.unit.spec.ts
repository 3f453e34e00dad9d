import { describe, expect, it } from 'vitest';
import { commandAlerts } from './use-command';

describe('commandAlerts', () => {
  it('words a command as the 002 §5 alerts always read', () => {
    expect(commandAlerts('Delete', 'Debriefing Remarks')).toEqual({
      confirm: 'delete',
      place: 'DELETE DEBRIEFING REMARKS',
      successMessage: 'Debriefing Remarks Successfully Deleted',
      failureMessage: 'Debriefing Remarks Failed to Delete',
    });
    expect(commandAlerts('Add', 'Vessel', { place: 'ADD LIFE BOAT VESSEL' })).toMatchObject({
      confirm: 'create',
      place: 'ADD LIFE BOAT VESSEL',
      successMessage: 'Vessel Successfully Added',
    });
    expect(commandAlerts('Save', 'Recommendation', { place: 'CHECKLIST RECOMMENDATION', confirm: 'create' })).toEqual({
      confirm: 'create',
      place: 'CHECKLIST RECOMMENDATION',
      successMessage: 'Recommendation Successfully Saved',
      failureMessage: 'Recommendation Failed to Save',
    });
  });
});
