import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { Permission } from '@crewing/domain';
import { hasPermission } from '../../auth/session';
import type { Me } from '../../shared/trpc';
import { NAV } from './nav';

function visible(me: Me, item: { permission?: Permission }): boolean {
  // Issue 30: a principal user sees only the entries his own permission opens (the office's open to every staff).
  if (item.permission === undefined) return me.principalId == null;
  return hasPermission(me, item.permission);
}

export function SideNav({ me, onNavigate }: { me: Me; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <ScrollArea h="100%" type="auto">
      <nav aria-label="Main navigation">
        {NAV.map((section) => {
          if (section.to !== undefined) {
            if (!visible(me, section)) return null;
            return (
              <NavLink
                key={section.label}
                label={section.label}
                component={Link}
                to={section.to}
                active={pathname.startsWith(section.to)}
                onClick={onNavigate}
              />
            );
          }
          const items = (section.items ?? []).filter((item) => visible(me, item));
          if (items.length === 0) return null;
          const open = items.some((i) => pathname.startsWith(i.to));
          return (
            <NavLink
              key={section.label}
              component="button"
              type="button"
              label={section.label}
              defaultOpened={open}
              childrenOffset="md"
            >
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  label={item.label}
                  component={Link}
                  to={item.to}
                  active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                  onClick={onNavigate}
                />
              ))}
            </NavLink>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
