import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PackageFormModal } from './package-form-modal.tsx';

describe('the package form (docs/product.md §5: attendance bands)', () => {
  it('names the head counts of each price', () => {
    renderWithProviders(<PackageFormModal opened placeId="p1" pkg={null} onClose={() => {}} />);
    expect(screen.getByText('50 a 100 personas')).toBeTruthy();
    expect(screen.getByText('101 a 150 personas')).toBeTruthy();
  });
});
