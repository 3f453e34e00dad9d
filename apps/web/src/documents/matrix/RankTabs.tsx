import { useNavigate } from 'react-router-dom';
import { RouteTabs } from '../../shared/ui/RouteTabs';

const TABS = [
  { value: 'document-matrix', label: 'Document Matrix' },
  { value: 'salary-matrix', label: 'Salary Matrix' },
] as const;

/** A rank's two pages (002 §2 rank/{id}/document-matrix and rank/{id}/salary-matrix), one click apart. */
export function RankTabs({ id, value }: { id: number; value: (typeof TABS)[number]['value'] }) {
  const navigate = useNavigate();
  return (
    <RouteTabs
      tabs={TABS}
      value={value}
      onChange={(v) => navigate(`/v/settings/rank/${id}/${v}`)}
      testId={(v) => `rank-tab-${v}`}
    />
  );
}
