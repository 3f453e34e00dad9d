import { Text } from '@mantine/core';

/** What a page shows until its record has loaded: Loading…, then its not-found sentence when there is none. */
export function NotLoaded({ query, notFound }: { query: { isPending: boolean }; notFound: string }) {
  return query.isPending ? <Text c="dimmed">Loading…</Text> : <Text c="red">{notFound}</Text>;
}
