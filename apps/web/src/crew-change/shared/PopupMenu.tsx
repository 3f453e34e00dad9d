import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  x: number;
  y: number;
  /** 'right': the menu's right edge at x (a button at the right of the grid). */
  align?: 'left' | 'right';
  width?: number;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/** A small dropdown at a point, closed by a click elsewhere, Escape, a scroll of the page or a resize. */
export function PopupMenu({ x, y, align = 'left', width = 220, testId, onClose, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const away = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', key);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', key);
      window.removeEventListener('resize', onClose);
    };
  }, [onClose]);
  const left = Math.max(4, Math.min(align === 'right' ? x - width : x, window.innerWidth - width - 4));
  const top = Math.min(y + 2, window.innerHeight - 240);
  return (
    <div
      ref={ref}
      className="cc-menu"
      role="menu"
      style={{ left, top, width }}
      data-testid={testId}
      onContextMenu={(e) => e.preventDefault()}
    >
      {children}
    </div>
  );
}

export function MenuItem({
  testId,
  danger,
  onClick,
  children,
}: {
  testId: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      className={danger ? 'cc-menu-danger' : undefined}
      data-testid={testId}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
