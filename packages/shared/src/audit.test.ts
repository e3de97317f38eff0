import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit.ts';

describe('audit entries as text', () => {
  it('reads each field before → after in es-MX, in the catalogue’s order', () => {
    expect(
      auditChanges({
        antes: { adeudo: 9000 },
        despues: { adeudo: 8499.5, abono: 500.5, fechadePago: '2026-03-09', metodo: 'PayPal' },
      }),
    ).toEqual([
      { field: 'abono', label: 'Abono', antes: null, despues: '$500.50' },
      { field: 'metodo', label: 'Forma de pago', antes: null, despues: 'PayPal' },
      { field: 'fechadePago', label: 'Fecha de pago', antes: null, despues: '09/03/2026' },
      { field: 'adeudo', label: 'Adeudo', antes: '$9,000.00', despues: '$8,499.50' },
    ]);
  });

  it('names roles and states in Spanish, and shows a blank value as a dash', () => {
    expect(
      auditChanges({
        antes: { role: 'user', active: true },
        despues: { role: 'super_admin', active: false },
      }),
    ).toEqual([
      { field: 'role', label: 'Rol', antes: 'Usuario', despues: 'Master Admin' },
      { field: 'active', label: 'Estado', antes: 'Activa', despues: 'Inactiva' },
    ]);
    expect(auditChanges({ antes: { pastel: '' }, despues: { pastel: 'Chocolate' } })[0]).toMatchObject({
      antes: '—',
      despues: 'Chocolate',
    });
    expect(auditChanges({ antes: { name: 'Fiesta' }, despues: null })).toEqual([
      { field: 'name', label: 'Nombre del evento', antes: 'Fiesta', despues: null },
    ]);
  });
});
