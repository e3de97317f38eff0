// What the family reads after a payment: the receipt says by when the rest is due and links to paying it; a
// refund says why and what the party now owes.
import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail.ts';
import { type PaymentReceiptProps, paymentReceiptTemplate } from './templates/payment-receipt-mail.tsx';
import { refundTemplate } from './templates/refund-mail.ts';

const brand = { clubName: 'Club', publicUrl: 'https://fiestas.test' } as Parameters<
  typeof renderMail
>[2]['brand'];
const receipt = (over: Partial<PaymentReceiptProps> = {}): PaymentReceiptProps => ({
  customerName: 'Mariana',
  event: {
    name: 'Fiesta de Sofía',
    fecha: '2026-12-12',
    turno: 'Matutino',
    sucursal: 'Coyoacán',
    totalCentavos: 1_318_500,
  },
  amountCentavos: 400_000,
  fechaDePago: '2026-11-27',
  metodo: 'Tarjeta',
  saldoCentavos: 918_500,
  saldoVence: { el: '2026-11-27', alReservar: true },
  payUrl: 'https://fiestas.test/pedidos?pagar=e1',
  ...over,
});
const to = { to: 'mariana@example.com', brand };

describe('the receipt', () => {
  it('gives the balance with its due date and a button to pay it online', async () => {
    const mail = await renderMail(paymentReceiptTemplate, receipt(), to);
    expect(mail.text).toContain(
      'Te falta pagar $9,185.00 a más tardar el 27/11/2026, día de la reservación.',
    );
    expect(mail.text).toContain('Pagar saldo: https://fiestas.test/pedidos?pagar=e1');
    expect(mail.html).toContain('href="https://fiestas.test/pedidos?pagar=e1"');
    const later = await renderMail(
      paymentReceiptTemplate,
      receipt({ saldoVence: { el: '2026-11-27', alReservar: false } }),
      to,
    );
    expect(later.text).toContain('Te falta pagar $9,185.00 a más tardar el 27/11/2026.');
  });

  it("paid in full, or online payment off: 'Ver mis eventos'", async () => {
    const full = await renderMail(paymentReceiptTemplate, receipt({ saldoCentavos: 0 }), to);
    expect(full.text).toContain('¡Tu evento quedó pagado por completo! Gracias.');
    expect(full.text).toContain('Ver mis eventos: https://fiestas.test/pedidos');
    expect(full.text).not.toContain('Pagar saldo');
    const off = await renderMail(paymentReceiptTemplate, receipt({ payUrl: null }), to);
    expect(off.text).toContain('Ver mis eventos: https://fiestas.test/pedidos');
  });
});

describe('the refund mail', () => {
  it("says staff's reason and the party's balance after the refund", async () => {
    const mail = await renderMail(
      refundTemplate,
      {
        name: 'Mariana',
        amountCentavos: 100_000,
        reference: 'pi_123',
        paymentId: 'p1',
        automatic: false,
        motivo: 'Se quitó una piñata',
        saldoCentavos: 1_150_000,
      },
      to,
    );
    expect(mail.text).toContain(
      ['Reembolso: $1,000.00', 'Motivo: Se quitó una piñata', 'Saldo pendiente: $11,500.00'].join('\n'),
    );
  });
});
