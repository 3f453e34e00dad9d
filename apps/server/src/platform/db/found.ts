import { NotFoundError } from '@crewing/domain';
/**
 * Whether a query finds a row: the facts a command's input is checked against (the crew is
 * registered, the batch is on that vessel) and the file checks (a file some row names).
 */
export async function found(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * What a query that must find its row throws when it does not: our own sentence, as a NOT_FOUND
 * (`.executeTakeFirstOrThrow(notFound('Crew not found'))`).
 */
export const notFound = (message: string) => () => new NotFoundError(message);
