// The family's status page (/pagos/{id}): what a payment's state says.
import { describe, expect, it } from 'vitest';
import { PENDING_PAYMENT_TEXT, paymentStatusText } from './payments.ts';

describe("a pending voucher's text", () => {
  it("says 'paga antes del 30 de noviembre', not 'antes de 30 de noviembre'", () => {
    // 23:59 in Mexico City (UTC−6)
    const at = '2026-12-01T05:59:00Z';
    expect(paymentStatusText({ estado: 'pendiente', pagarAntesDe: at })).toMatch(
      /^Ficha OXXO pendiente: paga antes del 30 de noviembre de 2026 /,
    );
    expect(PENDING_PAYMENT_TEXT.payBefore(at)).toMatch(/^Paga antes del 30 de noviembre de 2026 /);
  });
});
