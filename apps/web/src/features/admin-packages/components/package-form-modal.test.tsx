import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PackageFormModal } from './package-form-modal.tsx';

// jsdom has no document.fonts; Mantine's autosizing Textarea (the form's 'Descripción') listens to it
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

describe('the package form (docs/product.md §5: attendance bands)', { timeout: 20_000 }, () => {
  it('names the head counts of each price', () => {
    renderWithProviders(<PackageFormModal opened placeId="p1" pkg={null} onClose={() => {}} />);
    expect(screen.getByText('50 a 100 personas')).toBeTruthy();
    expect(screen.getByText('101 a 150 personas')).toBeTruthy();
  });
});
