import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

const TABS = [
  { value: 'document-matrix', label: 'Document Matrix' },
  { value: 'salary-matrix', label: 'Salary Matrix' },
] as const;

/** A rank's two pages (002 §2 rank/{id}/document-matrix and rank/{id}/salary-matrix), one click apart. */
export function RankTabs({ id, value }: { id: number; value: (typeof TABS)[number]['value'] }) {
  const navigate = useNavigate();
  return (
    <Tabs value={value} onChange={(v) => v && navigate(`/v/settings/rank/${id}/${v}`)}>
      <Tabs.List>
        {TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} data-testid={`rank-tab-${t.value}`}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
