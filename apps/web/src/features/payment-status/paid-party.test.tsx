import type { EventDto } from '@salones/shared/events';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PaidParty } from './paid-party.tsx';

// After a card payment the page says more than 'Pago recibido': the party, that its date is confirmed, and what is
// left with its due date and 'Pagar saldo'.
const event = {
  uid: 'e1',
  name: 'Fiesta de Sofía',
  fecha: '2026-12-12',
  turno: 'Matutino',
  lugar: { uid: 'l1', _id: 'l1', sucursal: 'Coyoacán', lugarname: 'coyoacan', direccion: '', phone: '' },
  paqueteName: 'Paquete Fiesta',
  precioTotal: 13_185,
  abonado: 4_000,
  adeudo: 9_185,
  plan: { saldoVenceEl: '2026-11-27', vencido: false, alReservar: true },
} as EventDto;

describe('the page after a payment', () => {
  it('names the party, confirms the date, and gives the balance with its due date and Pagar saldo', async () => {
    const onPay = vi.fn();
    const { user } = renderWithProviders(<PaidParty event={event} onPay={onPay} />);
    expect(screen.getByTestId('date-confirmed').textContent).toBe('Tu fecha está confirmada');
    expect(screen.getByRole('heading', { name: 'Fiesta de Sofía' })).toBeTruthy();
    for (const shown of ['sábado, 12 de diciembre de 2026', 'Matutino', 'Coyoacán']) {
      expect(screen.getByText(shown)).toBeTruthy();
    }
    expect(screen.getByTestId('balance-left').textContent).toContain(
      'Saldo: $9,185.00 a más tardar el 27/11/2026, día de la reservación',
    );
    await user.click(screen.getByRole('button', { name: 'Pagar saldo' }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('paid in full: Liquidado, nothing to pay', () => {
    renderWithProviders(<PaidParty event={{ ...event, abonado: 13_185, adeudo: 0 }} onPay={() => {}} />);
    expect(screen.getByText('Liquidado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar saldo' })).toBeNull();
  });
});
