import { formatDate } from './calendar.js';
/**
 * Typed domain errors. The server's single error formatter maps `code` to a tRPC code and
 * `fieldErrors` to the errors-object-keyed-by-field that the web shows under inputs.
 */
export type FieldErrors = Record<string, string[]>;

export type DomainErrorCode =
  'VALIDATION' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'UNAUTHORIZED' | 'PASSWORD_EXPIRED' | 'TOO_MANY_REQUESTS';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(fieldErrors: FieldErrors, message = 'The form has errors') {
    super('VALIDATION', message, fieldErrors);
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'UNAUTHORIZED') {
    super('UNAUTHORIZED', message);
  }
}

export class PasswordExpiredError extends DomainError {
  constructor() {
    super('PASSWORD_EXPIRED', 'Your password is older than 6 months: reset it to continue');
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/** Another user changed a field this command writes since the user loaded it. */
export interface FieldConflict {
  field: string;
  changedBy: string;
  changedAt: string;
  value: unknown;
}

export class ConflictError extends DomainError {
  constructor(readonly conflicts: FieldConflict[]) {
    const fieldErrors: FieldErrors = {};
    for (const c of conflicts) {
      fieldErrors[c.field] = [ConflictError.describe(c)];
    }
    super('CONFLICT', conflicts.map(ConflictError.describe).join('; '), fieldErrors);
  }
  static describe(c: FieldConflict): string {
    const raw = c.value === null || c.value === undefined || c.value === '' ? '(empty)' : String(c.value);
    // A calendar date reads as everywhere else (001 §9 DD MMM YYYY).
    const value = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? formatDate(raw) : raw;
    return `changed by ${c.changedBy} at ${c.changedAt}, now ${value}`;
  }
}

export function assertNever(x: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`);
}
