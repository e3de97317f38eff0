import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@salones/shared/constants';
import { WIDGET_LABELS } from '@salones/shared/messages';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client.ts';
import { ToastCloseButton } from '../lib/toast-parts.tsx';
import { theme } from './theme.ts';

// Mantine's 'dimmed' grey is 3.3:1 on white; this one reaches 5.9:1 (WCAG AA for small text). Its error red
// (red.6, 3.3:1: a missing field's text and message) becomes red.9, 5.4:1.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6670', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

/** `client`: the server render passes a fresh one per request; the browser uses the app's one. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        {children}
        {/* docs/product.md#4-states-and-transitions, docs/product.md#9-business-constants-and-limits: top-right, 5000 ms, pause on hover and focus loss, draggable at 80 %.
            Spanish close button and region name; the timer bar comes with each toast (lib/toast.ts). */}
        <ToastContainer
          aria-label={WIDGET_LABELS.toastRegion}
          closeButton={ToastCloseButton}
          customProgressBar
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
