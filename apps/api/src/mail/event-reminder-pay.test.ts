// With online payment on, the balance reminder's button reads 'Pagar saldo' (to /pedidos).
import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail.ts';
import { type EventReminderProps, eventReminderTemplate } from './templates/event-reminder-mail.tsx';

const brand = { clubName: 'Club', publicUrl: 'https://fiestas.test' } as Parameters<
  typeof renderMail
>[2]['brand'];
const props = (payOnline: boolean): EventReminderProps => ({
  customerName: 'Ana',
  event: {
    name: 'Cumpleaños',
    fecha: '2030-05-01',
    turno: 'Matutino',
    sucursal: 'Centro',
    totalCentavos: 1_000_000,
  } as EventReminderProps['event'],
  daysLeft: 7,
  saldoCentavos: 700_000,
  payOnline,
});

describe('balance reminder', () => {
  it("says 'Pagar saldo' with online payment on, and not otherwise", async () => {
    const on = await renderMail(eventReminderTemplate, props(true), { to: 'a@b.test', brand });
    expect(on.text).toContain('Pagar saldo: https://fiestas.test/pedidos');
    expect(on.html).toContain('Pagar saldo');
    const off = await renderMail(eventReminderTemplate, props(false), { to: 'a@b.test', brand });
    expect(off.text).not.toContain('Pagar saldo');
  });
});
