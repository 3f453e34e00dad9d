import { TextInput } from '@mantine/core';

/** A list's search box: what is typed goes to `onChange` (see `usePagedSearch`). */
export function SearchInput({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (v: string) => void;
  testId?: string;
}) {
  return (
    <TextInput
      size="xs"
      placeholder="Search"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      aria-label="Search"
      data-testid={testId}
    />
  );
}
