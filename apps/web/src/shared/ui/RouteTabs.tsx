import { Tabs } from '@mantine/core';

/** A page's tabs that are routes: the current one chosen, a click goes to another (the caller navigates). */
export function RouteTabs<V extends string>({
  tabs,
  value,
  onChange,
  testId,
}: {
  tabs: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
  /** A tab's test id from its value. */
  testId: (value: V) => string;
}) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as V)}>
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} data-testid={testId(t.value)}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
