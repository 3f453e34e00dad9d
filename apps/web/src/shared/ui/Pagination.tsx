import { Button, Group, Text } from '@mantine/core';

/** Up to 11 page links (002 §9), ellipses where pages are skipped. */
export function pageLinks(page: number, lastPage: number, max = 11): Array<number | 'gap'> {
  if (lastPage <= max) return Array.from({ length: lastPage }, (_, i) => i + 1);
  const inner = max - 4; // first, last and two gaps
  let start = Math.max(2, page - Math.floor(inner / 2));
  const end = Math.min(lastPage - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const links: Array<number | 'gap'> = [1];
  if (start > 2) links.push('gap');
  for (let p = start; p <= end; p++) links.push(p);
  if (end < lastPage - 1) links.push('gap');
  links.push(lastPage);
  return links;
}

interface Props {
  page: number;
  lastPage: number;
  total: number;
  /** The list counted only this far (the history log's million events): there are more. */
  totalAtLeast?: boolean | undefined;
  onChange: (page: number) => void;
}

/** First, page numbers (current highlighted, gaps disabled), Last. */
export function Pagination({ page, lastPage, total, totalAtLeast, onChange }: Props) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {totalAtLeast
          ? `More than ${total.toLocaleString('en-US')} records`
          : `${total} record${total === 1 ? '' : 's'}`}
      </Text>
      <Group gap={4} role="navigation" aria-label="Pagination">
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onChange(1)}>
          First
        </Button>
        {pageLinks(page, lastPage).map((p, i) =>
          p === 'gap' ? (
            <Button key={`gap-${i}`} size="xs" variant="default" disabled>
              …
            </Button>
          ) : (
            <Button
              key={p}
              size="xs"
              variant={p === page ? 'filled' : 'default'}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onChange(p)}
            >
              {p}
            </Button>
          ),
        )}
        <Button size="xs" variant="default" disabled={page >= lastPage} onClick={() => onChange(lastPage)}>
          Last
        </Button>
      </Group>
    </Group>
  );
}

/** The pagination of a page of a list once it has loaded (nothing before). */
export function ListPagination({
  of,
  onChange,
}: {
  of: { page: number; lastPage: number; total: number; totalAtLeast?: boolean } | undefined;
  onChange: (page: number) => void;
}) {
  return of ? (
    <Pagination
      page={of.page}
      lastPage={of.lastPage}
      total={of.total}
      totalAtLeast={of.totalAtLeast}
      onChange={onChange}
    />
  ) : null;
}
