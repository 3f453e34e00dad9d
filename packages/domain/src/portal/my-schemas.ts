import { z } from 'zod';
import { QUESTION_MAX } from '../crew-change/seafarer.js';
import { calendarDate } from '../shared/calendar.js';
import { commandId } from '../shared/ids.js';

const REQUIRED = 'This field is required';

/** Issue 29 §2 "I have read this": nothing but the client's command id (his crew change is his session's). */
export const acknowledgeInput = z.object({ commandId }).optional();

/** Issue 29 §2: a question to the crewing officer; it becomes a comment from him on his crew change. */
export const askCrewingOfficerInput = z.object({
  question: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, 'Write your question first')
    .max(QUESTION_MAX, `Keep your question under ${QUESTION_MAX} characters`),
  commandId,
});
export type AskCrewingOfficerInput = z.input<typeof askCrewingOfficerInput>;

/** Issue 29 §2 My availability: the date he is available from, and his remarks (optional). */
export const AVAILABILITY_REMARKS_MAX = 500;
export const declareAvailabilityInput = z.object({
  availabilityDate: calendarDate,
  remarks: z
    .string()
    .trim()
    .max(AVAILABILITY_REMARKS_MAX, `Keep your remarks under ${AVAILABILITY_REMARKS_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
  commandId,
});
export type DeclareAvailabilityInput = z.input<typeof declareAvailabilityInput>;
