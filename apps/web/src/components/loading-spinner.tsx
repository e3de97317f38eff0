import { Loader, type LoaderProps } from '@mantine/core';

/**
 * Mantine's spinner with a name a screen reader says ('Cargando'): an indeterminate progress bar. Mantine draws a
 * plain span, and a span may not carry aria-label (axe: aria-prohibited-attr).
 */
export function LoadingSpinner({ label = 'Cargando', ...props }: LoaderProps & { label?: string }) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}
