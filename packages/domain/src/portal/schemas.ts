import { z } from 'zod';
import { commandId, recordId } from '../shared/ids.js';
import { passwordSchema } from '../users/schemas.js';

const REQUIRED = 'This field is required';

/** The office's side (issue 29 §1): a crew's portal account, by his 201 file. */
export const portalCrewInput = z.object({ crewId: recordId, commandId });

/**
 * The activation code: ten letters and digits without the ones read alike (0/O, 1/I), handed over
 * on paper or in the mail's link; the 002 §5 normaliser upper-cases it on the way in.
 */
export const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACTIVATION_CODE_LENGTH = 10;
const activationCode = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .refine((v) => v.length === ACTIVATION_CODE_LENGTH, 'The activation code has 10 letters and digits');

/** Activation: the code and a password with the staff accounts' rules, typed twice. */
export const activateSeafarerInput = z
  .object({ code: activationCode, password: passwordSchema, confirmPassword: z.string({ error: REQUIRED }) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Password Not Matched' });
export type ActivateSeafarerInput = z.input<typeof activateSeafarerInput>;

/**
 * A seafarer signs in on the same page as the staff with his e-mail address: staff usernames never
 * hold an '@' (users/schemas.ts), so the address alone says which kind of account is meant.
 */
export const isSeafarerLogin = (username: string): boolean => username.includes('@');
export const seafarerLoginInput = z.object({
  username: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED),
});
