import type { FreeSalonDto } from '@salones/shared/salones';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SALON_AUTO_LABEL, SalonSelect } from './salon-select.tsx';

const salon = (uid: string, nombre: string) =>
  ({ uid, nombre, capacidadMin: 20, capacidadMax: 150 }) as FreeSalonDto;

/** A query client that already holds the branch's active salones (no request made). */
function clientWith(placeId: string, salones: FreeSalonDto[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.salones.active(placeId), salones);
  return client;
}

/** The select as a form holds it: its value follows what is chosen. */
function Held({ onChange }: { onChange: (salon: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SalonSelect
      placeId="l1"
      value={value}
      onChange={(salon) => {
        setValue(salon);
        onChange(salon);
      }}
    />
  );
}

describe('the staff Salón select (a branch of several active salones)', () => {
  it('offers Automático and each salón; choosing one sends its uid, Automático sends none', async () => {
    const onChange = vi.fn();
    const client = clientWith('l1', [salon('s1', 'Principal'), salon('s2', 'Jardín')]);
    const { user } = renderWithProviders(<Held onChange={onChange} />, { client });
    const select = screen.getByRole('combobox', { name: 'Salón' });
    expect((select as HTMLInputElement).value).toBe(SALON_AUTO_LABEL);
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Jardín' }));
    expect(onChange).toHaveBeenLastCalledWith('s2');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: SALON_AUTO_LABEL }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is not there at a branch of one salón', () => {
    const client = clientWith('l1', [salon('s1', 'Principal')]);
    renderWithProviders(<SalonSelect placeId="l1" value={null} onChange={() => {}} />, { client });
    expect(screen.queryByRole('combobox', { name: 'Salón' })).toBeNull();
  });
});
