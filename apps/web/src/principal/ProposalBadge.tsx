import { Badge } from '@mantine/core';

const COLOR = { PROPOSED: 'blue', APPROVED: 'green', REJECTED: 'red' } as const;

/** A proposal's state as the principal and the office read it (issue 30 §2). */
export function ProposalBadge({ status }: { status: keyof typeof COLOR }) {
  return (
    <Badge color={COLOR[status]} variant="light" style={{ overflow: 'visible' }}>
      {status === 'PROPOSED' ? 'AWAITING PRINCIPAL' : status}
    </Badge>
  );
}
