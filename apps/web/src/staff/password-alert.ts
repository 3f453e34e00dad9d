import type { FieldErrors } from 'react-hook-form';
import { PASSWORD_NOT_MATCHED } from '../shared/schema-resolver';
import { showAlert } from '../shared/ui/alerts';

/** 000 §5: a password and its confirmation that differ block the save with an error alert as well. */
export function blockedByPassword(place: string) {
  return (errors: FieldErrors) => {
    if (errors.confirmPassword?.message === PASSWORD_NOT_MATCHED) showAlert(`${place} FAILED`, [PASSWORD_NOT_MATCHED]);
  };
}
