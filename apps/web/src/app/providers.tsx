import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@salones/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

// Mantine's 'dimmed' grey is 3.3:1 on white; this one reaches 5.9:1 (WCAG AA for small text).
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6670' },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
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
