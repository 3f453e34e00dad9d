import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ApiErrorBindings } from '../auth/ApiErrorBindings';
import { createQueryClient } from '../shared/query-client';
import { createTrpcClient, trpc } from '../shared/trpc';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { AppRoutes } from './AppRoutes';
import { useBoardPreload } from '../crew-change/board/preload';

/** Starts what the addressed screen needs at boot, alongside the session check. */
function Preload() {
  useBoardPreload();
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ firstDayOfWeek: 0 }}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <Preload />
            <ModalsProvider>
              {/* Bottom right: a toast never covers the header controls (sign out). */}
              <Notifications position="bottom-right" />
              <BrowserRouter>
                <ApiErrorBindings />
                <AppRoutes />
              </BrowserRouter>
            </ModalsProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </DatesProvider>
    </MantineProvider>
  );
}
