import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onClick: () => void;
  /** A button that removes (Delete, Withdraw, Remove) is red. */
  danger?: boolean;
  /** Subtle unless the row's one action stands out ('light', or 'filled' for Add to Debriefing). */
  variant?: 'subtle' | 'light' | 'filled';
  /** This row's command is running. */
  loading?: boolean | undefined;
  'aria-label'?: string | undefined;
  'data-testid'?: string | undefined;
}

/** A list row's action button (Edit, Update, Delete…): compact, in the row's Actions cell. */
export function RowButton({ children, onClick, danger, variant = 'subtle', loading, ...rest }: Props) {
  return (
    <Button
      size="compact-xs"
      variant={variant}
      color={danger ? 'red' : undefined}
      loading={loading}
      onClick={onClick}
      {...rest}
    >
      {children}
    </Button>
  );
}
