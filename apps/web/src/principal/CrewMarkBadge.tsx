import { Badge, Tooltip } from '@mantine/core';

const SHOWN = {
  PREFERRED: { color: 'teal', label: 'PREFERRED' },
  BARRED: { color: 'red', label: 'NOT WANTED' },
} as const;

/** The principal's mark on a crew (issue 30 §3), as he and the crewing office read it; the reason on hover. */
export function CrewMarkBadge({ mark, reason }: { mark: keyof typeof SHOWN | null; reason?: string | undefined }) {
  if (mark === null) return null;
  const { color, label } = SHOWN[mark];
  const badge = (
    <Badge color={color} variant="light" style={{ overflow: 'visible' }} data-testid={`crew-mark-${mark}`}>
      {label}
    </Badge>
  );
  return reason ? (
    <Tooltip label={reason}>
      <span>{badge}</span>
    </Tooltip>
  ) : (
    badge
  );
}
