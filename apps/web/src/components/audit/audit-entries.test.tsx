import type { AuditEntryDto } from '@salones/shared/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AuditEntries } from './audit-entries.tsx';

const entry = (over: Partial<AuditEntryDto>): AuditEntryDto => ({
  uid: crypto.randomUUID(),
  fecha: '2026-03-09T18:30:00.000Z',
  tipo: 'discount',
  autor: { uid: 'a', nombre: 'Marta Ríos' },
  evento: { uid: 'e1', nombre: 'XV años de Paola', fecha: '2027-02-13' },
  cuenta: null,
  antes: { descuento: 0 },
  despues: { descuento: 600 },
  ...over,
});

describe('AuditEntries', () => {
  it('lists each change with its kind, Mexico City time, author and before → after in es-MX', () => {
    renderWithProviders(
      <AuditEntries
        entries={[
          entry({}),
          entry({ tipo: 'payment', antes: { adeudo: 9000 }, despues: { abono: 500, adeudo: 8500 } }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Cambios registrados' }))
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('time'));
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Descuento modificado');
    expect(items[0].textContent).toContain('09/03/2026, 12:30 · por Marta Ríos');
    expect(items[0].textContent).toContain('Descuento: $0.00 → $600.00');
    expect(items[1].textContent).toContain('Abono registrado');
    expect(items[1].textContent).toContain('Abono: $500.00');
    expect(items[1].textContent).toContain('Adeudo: $9,000.00 → $8,500.00');
    // the edit page's own history names no event
    expect(screen.queryByText('XV años de Paola')).toBeNull();
  });

  it('in the full log, names the event (link to its edit page) or the account', () => {
    renderWithProviders(
      <AuditEntries
        showSubject
        eventFilterLinks
        entries={[
          entry({}),
          entry({
            tipo: 'account_role',
            evento: null,
            cuenta: { uid: 'u1', nombre: 'Rita Sol (rita@x.mx)' },
            antes: { role: 'user' },
            despues: { role: 'admin' },
          }),
        ]}
      />,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('XV años de Paola')).toBe('/admin/event/edit/e1');
    expect(href('Solo este evento')).toBe('/admin/audit?evento=e1');
    expect(screen.getByText('Cuenta: Rita Sol (rita@x.mx)')).toBeTruthy();
    expect(screen.getByText(/Rol:/).closest('li')?.textContent).toContain('Rol: Usuario → Administrador');
  });
});
