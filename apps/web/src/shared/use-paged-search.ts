import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A paged, searchable list's state: the page, what is typed, and the trimmed search sent 300 ms
 * after the last keystroke; typing goes back to page 1.
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const type = (value: string) => (setTyped(value), setPage(1));
  return { page, setPage, typed, type, search };
}
