import { MantineProvider } from '@mantine/core';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@salones/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* spec §4/§9: top-right, 5000 ms, pause on hover and focus loss, draggable at 80 % */}
        <ToastContainer
          position="top-right"
          autoClose={TOAST_AUTO_CLOSE_MS}
          pauseOnHover
          pauseOnFocusLoss
          draggable
          draggablePercent={TOAST_DRAG_PERCENT * 100}
          newestOnTop
        />
      </QueryClientProvider>
    </MantineProvider>
  );
}
