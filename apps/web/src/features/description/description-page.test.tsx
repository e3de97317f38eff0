import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DescriptionPage } from './description-page.tsx';

describe('/descripcion', { timeout: 20_000 }, () => {
  it('tells the guests the packages are for, in their bands', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.site.all, { clubName: 'Club de prueba' });
    renderWithProviders(<DescriptionPage />, { client });
    expect(screen.getByRole('heading', { name: 'De 50 a 150 invitados' })).toBeTruthy();
    expect(screen.getByText('Paquetes para fiestas de 50 a 100 y de 101 a 150 personas.')).toBeTruthy();
  });
});
