// The spinners that say 'Cargando' to a screen reader pass axe's ARIA rules: Mantine's own span with aria-label
// does not (aria-prohibited-attr), which the browser suite's accessibility pass caught while a calendar loaded.
import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { LoadingSpinner } from './loading-spinner.tsx';

/** The ids of the ARIA rules axe finds broken in `root`. */
async function ariaViolations(root: HTMLElement) {
  const results = await axe.run(root, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
  return results.violations.map((v) => v.id).filter((id) => id.startsWith('aria-'));
}

describe('LoadingSpinner', () => {
  it('is a progress bar named "Cargando", or the label given, that axe accepts', async () => {
    const { container } = renderWithProviders(
      <>
        <LoadingSpinner />
        <LoadingSpinner label="Cargando contrato" size="sm" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Cargando contrato' })).toBeTruthy();
    expect(await ariaViolations(container)).toEqual([]);
  });

  it('stands where a bare Loader with aria-label is refused', async () => {
    const { container } = renderWithProviders(<Loader aria-label="Cargando" />);
    expect(await ariaViolations(container)).toContain('aria-prohibited-attr');
  });
});
