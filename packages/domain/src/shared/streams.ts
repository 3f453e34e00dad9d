/**
 * A stream type's ids in one place: `crew-change-12` is stream 12 of type `crew-change`.
 * Each area declares its own (`crewChangeStream = streamType('crew-change')`); nothing else
 * spells a stream id.
 */
export function streamType<T extends string>(type: T) {
  const prefix = `${type}-`;
  return {
    type,
    id: (n: number | string): string => `${prefix}${n}`,
    /** The number in a stream id of this type, or null for another type's id. */
    // `crew-change-5` is not stream `change-5` of type `crew`: only digits after the prefix.
    numberOf: (streamId: string): number | null => {
      const rest = streamId.startsWith(prefix) ? streamId.slice(prefix.length) : '';
      return /^\d{1,10}$/.test(rest) ? Number(rest) : null;
    },
  };
}
