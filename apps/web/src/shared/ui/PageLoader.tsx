import { Center, Loader } from '@mantine/core';

/** What a page or panel shows while its record loads: a named spinner in its middle. */
export function PageLoader() {
  return (
    <Center p="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
