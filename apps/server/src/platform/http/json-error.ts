/** JSON-RPC numbers tRPC uses for these codes (@trpc/server's TRPC_ERROR_CODES_BY_KEY). */
const RPC = { FORBIDDEN: -32003, PAYLOAD_TOO_LARGE: -32013 } as const;
const STATUS = { FORBIDDEN: 403, PAYLOAD_TOO_LARGE: 413 } as const;

/** An error in tRPC's response shape, so the web client shows its message like any other. */
export function jsonError(code: keyof typeof RPC, message: string) {
  return { error: { message, code: RPC[code], data: { code, httpStatus: STATUS[code] } } };
}
