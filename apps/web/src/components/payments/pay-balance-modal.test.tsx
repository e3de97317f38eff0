import type { EventDto } from '@salones/shared/events';
import type { PaymentDto, TermsDto } from '@salones/shared/payments';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentKeys } from '../../lib/api/payments.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PayBalanceModal } from './pay-balance-modal.tsx';

// 'Pagar saldo': what is left takes off the payments on their way (shown with how to finish them), and the contract
// is accepted before the event's first online payment. The answers are in the query cache: no request is made.
const event = {
  uid: 'e1',
  name: 'Fiesta de Sofía',
  fecha: '2026-12-12',
  adeudo: 9_185,
  plan: { saldoVenceEl: '2026-11-27', vencido: false, alReservar: true },
} as EventDto;

const oxxo = {
  uid: 'p1',
  tipo: 'saldo',
  estado: 'pendiente',
  monto: 2_000,
  reembolsado: 0,
  metodo: 'OXXO',
  url: null,
  solicitud: null,
  evento: 'e1',
  lugar: 'l1',
  cliente: 'Mariana López',
  referencia: 'pi_1',
  creadoEl: '2026-11-27T18:00:00Z',
  pagadoEl: null,
  venceEl: '2026-11-28T18:00:00Z',
  pagarAntesDe: '2099-12-01T05:59:00Z',
  revisar: null,
  instrucciones: {
    tipo: 'oxxo',
    referencia: '12345678901234567890',
    url: 'https://payments.stripe.com/oxxo/voucher/x',
    clabe: null,
    banco: null,
    beneficiario: null,
  },
} as PaymentDto;

const terms: TermsDto = {
  version: 3,
  texto: 'Cláusula única.',
  publicadoEl: '2026-11-01T00:00:00Z',
  autor: 'Sofía',
};

function client(pagos: PaymentDto[], aceptacion: object | null) {
  const c = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  c.setQueryData([...paymentKeys.all, 'list', { estado: 'pendiente', evento: 'e1', page: 1 }], {
    ok: true,
    pagos,
    total: pagos.length,
  });
  c.setQueryData([...paymentKeys.all, 'acceptance', 'e1'], aceptacion);
  c.setQueryData(paymentKeys.terms, terms);
  return c;
}

beforeEach(() => {
  window.fetch = vi.fn(() => Promise.reject(new Error('no request expected'))) as unknown as typeof fetch;
});
afterEach(() => vi.restoreAllMocks());

describe('PayBalanceModal', () => {
  it('shows the pending OXXO voucher with its reference and link, and offers only what is left', async () => {
    renderWithProviders(<PayBalanceModal event={event} onClose={() => {}} />, {
      client: client([oxxo], { version: 3, nombre: 'Mariana López', aceptadoEl: '2026-11-27T18:00:00Z' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pagar saldo' });
    const voucher = within(dialog).getByRole('article', { name: 'Ficha OXXO por $2,000.00' });
    expect(voucher.textContent).toContain('12345678901234567890');
    expect(voucher.textContent).toMatch(/Paga antes del \d+ de \w+ de 2099/);
    expect(within(voucher).getByRole('link', { name: 'Ver ficha OXXO' }).getAttribute('href')).toBe(
      'https://payments.stripe.com/oxxo/voucher/x',
    );
    expect(dialog.textContent).toContain('Descontando tus pagos en proceso, puedes pagar hasta $7,185.00.');
    expect((within(dialog).getByLabelText('Monto a pagar (MXN)') as HTMLInputElement).value).toBe('$7,185');
    expect(within(dialog).getByRole('button', { name: 'Pagar $7,185.00' })).toBeTruthy();
    // accepted already: no contract to read again
    expect(within(dialog).queryByText('Cláusula única.')).toBeNull();
  });

  it('before the first online payment: the contract and its box, and no paying until it is ticked', async () => {
    const { user } = renderWithProviders(<PayBalanceModal event={event} onClose={() => {}} />, {
      client: client([], null),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pagar saldo' });
    // nothing on its way: the whole balance or at least the minimum payment, built from MIN_ABONO_PESOS
    expect(dialog.textContent).toContain('Puedes pagarlo completo o abonar al menos $500.');
    expect(within(dialog).getByText('Cláusula única.')).toBeTruthy();
    const pay = within(dialog).getByRole('button', { name: 'Pagar $9,185.00' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByLabelText('He leído y acepto el contrato (versión 3)'));
    expect(pay.hasAttribute('disabled')).toBe(false);
  });

  it('payments on their way cover the debt: says so, and offers nothing to pay', async () => {
    renderWithProviders(<PayBalanceModal event={{ ...event, adeudo: 2_000 }} onClose={() => {}} />, {
      client: client([oxxo], { version: 3, nombre: 'Mariana López', aceptadoEl: '2026-11-27T18:00:00Z' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pagar saldo' });
    expect(dialog.textContent).toContain('Tus pagos pendientes ya cubren el saldo');
    expect(within(dialog).queryByRole('button', { name: /^Pagar \$/ })).toBeNull();
  });
});
