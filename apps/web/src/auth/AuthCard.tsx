import { Center, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** The signed-out pages' card (Login, Reset Password): a titled form centred on a grey page. */
export function AuthCard({
  title,
  w,
  onSubmit,
  children,
}: {
  title: string;
  w: number;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" bg="gray.1">
      <Paper withBorder shadow="sm" p="xl" w={w}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack>
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            {children}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
