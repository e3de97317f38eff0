// Issue #13.6: a receipt for every recorded payment, enqueued in the payment's transaction and retried
// while the SMTP server refuses it.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../test/helper.ts';
import { mailParts } from '../test/mail-parts.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../test/smtp-receiver.ts';
import { insertPlaceWithPackage, queuedJobs, testJobSettings } from './jobs.test-support.ts';

describe('payment receipts', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let admin: TestUser;
  let customer: TestUser;
  let ids: Awaited<ReturnType<typeof insertPlaceWithPackage>>;
  let day = 20;
  beforeAll(async () => {
    // the first message is refused (451): the receipt must come through on a retry
    smtp = await startSmtpReceiver({ failFirst: 1 });
    t = await buildTestApp({
      smtpUrl: smtp.url,
      publicUrl: 'https://fiestas.example',
      clubName: 'Club Fiestas',
      jobs: testJobSettings(),
    } as Partial<Config>);
    ids = await insertPlaceWithPackage(t.app);
    admin = await createUser(t.app, { role: 'admin' });
    customer = await createUser(t.app, { name: 'Ana' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** an event of $10,000 with $1,000 paid at booking */
  async function bookEvent() {
    day += 1;
    const fecha = addDays(todayInMexicoCity(), day);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/event',
      as: admin,
      payload: {
        user: customer.id,
        lugar: ids.place.id,
        paquete: ids.pkg.id,
        name: 'Fiesta de Sofía',
        fecha: fecha.replaceAll('-', '/'),
        turno: 'Vespertino',
        personas: 80,
        abonos: [{ abono: 1000, metodo: 'Pago en efectivo' }],
      },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().evento.uid as string, fecha };
  }

  const pay = (id: string, abono: number) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${id}`,
      as: admin,
      payload: { abonos: { abono, metodo: 'Transferencia Electrónica' } },
    });

  it('mails the customer a receipt with es-MX money and dates, retrying after the SMTP server refused it', async () => {
    const event = await bookEvent();
    expect((await pay(event.id, 2500.5)).statusCode).toBe(200);
    await waitForMail(smtp, customer.email, /Recibo de tu abono/i, 10_000);
    const receipts = smtp.mails.filter((m) => m.to.includes(customer.email)).map((m) => mailParts(m.raw));
    expect(receipts).toHaveLength(1);
    const { subject, text, html } = receipts[0];
    const [y, m, d] = event.fecha.split('-');
    const [py, pm, pd] = todayInMexicoCity().split('-');
    expect(subject).toBe('Recibo de tu abono en Club Fiestas');
    expect(text).toBe(
      [
        'Hola Ana:',
        '',
        'Registramos tu abono. Estos son los datos del pago:',
        `Evento: Fiesta de Sofía · ${d}/${m}/${y}, turno Vespertino · Satélite`,
        '',
        'Abono: $2,500.50',
        `Fecha de pago: ${pd}/${pm}/${py}`,
        'Método de pago: Transferencia Electrónica',
        'Total del evento: $10,000.00',
        'Pagado: $3,500.50',
        'Saldo pendiente: $6,499.50',
        '',
        'Te falta pagar $6,499.50.',
        'Ver mis eventos: https://fiestas.example/pedidos',
      ].join('\n'),
    );
    expect(html).toMatch(/^<!DOCTYPE html/);
    for (const shown of [
      'Club Fiestas',
      '$2,500.50',
      '$6,499.50',
      `${d}/${m}/${y}`,
      'Transferencia Electrónica',
    ]) {
      expect(html).toContain(shown);
    }
    const [job] = await queuedJobs(t.app, 'payment-receipt');
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('says the event is paid in full after the last payment; a refused payment mails nothing', async () => {
    const event = await bookEvent();
    expect((await pay(event.id, 9000.01)).statusCode).toBe(400); // more than the debt: rolled back
    expect((await pay(event.id, 9000)).statusCode).toBe(200);
    await waitForMail(smtp, customer.email, /pagado por completo/);
    const jobs = await queuedJobs(t.app, 'payment-receipt');
    expect(jobs.map((j) => j.data.amountCentavos)).toEqual([250_050, 900_000]);
  });
});
