// A receipt for every recorded payment, enqueued in the payment's transaction and retried
// while the SMTP server refuses it; with the balance's due date and, online payment on, a link that pays it.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import { salones } from '../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../test/helper.ts';
import { mailParts } from '../test/mail-parts.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../test/smtp-receiver.ts';
import { insertPlaceWithPackage, queuedJobs, testJobSettings } from './jobs.test-support.ts';

describe('payment receipts', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let admin: TestUser;
  let ids: Awaited<ReturnType<typeof insertPlaceWithPackage>>;
  let day = 20;
  beforeAll(async () => {
    // the first message is refused (451): the receipt must come through on a retry
    smtp = await startSmtpReceiver({ failFirst: 1 });
    // online payment on (never called here): the receipt's button pays the balance
    const { payments } = loadConfig({ DATA_DIR: '/tmp/salones-receipt-test' });
    t = await buildTestApp({
      smtpUrl: smtp.url,
      publicUrl: 'https://fiestas.example',
      clubName: 'Club Fiestas',
      jobs: testJobSettings(),
      payments: {
        ...payments,
        stripe: { secretKey: 'sk_test_receipts', webhookSecret: 'whsec_receipts', api: null },
      },
    } as Partial<Config>);
    ids = await insertPlaceWithPackage(t.app);
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** an event of $10,000 for a new customer, with $1,000 paid at booking unless told otherwise */
  async function bookEvent(
    abonos: { abono: number; metodo: string }[] = [{ abono: 1000, metodo: 'Pago en efectivo' }],
  ) {
    day += 1;
    const fecha = addDays(todayInMexicoCity(), day);
    const customer = await createUser(t.app, { name: 'Ana' });
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
        abonos,
      },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().evento.uid as string, fecha, customer };
  }

  const mailsTo = (email: string) =>
    smtp.mails.filter((m) => m.to.includes(email)).map((m) => mailParts(m.raw));
  const receiptJobs = async (eventId: string) =>
    (await queuedJobs(t.app, 'payment-receipt')).filter((j) => j.data.eventId === eventId);

  const pay = (id: string, abono: number) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${id}`,
      as: admin,
      payload: { abonos: { abono, metodo: 'Transferencia Electrónica' } },
    });

  it('creating an event with a payment mails exactly one receipt for it, retried after the SMTP server refused it', async () => {
    const event = await bookEvent();
    const [job] = await receiptJobs(event.id); // enqueued with the event, before any worker ran
    expect(job.data).toMatchObject({
      amountCentavos: 100_000,
      totalCentavos: 1_000_000,
      saldoCentavos: 900_000,
    });
    await waitForMail(smtp, event.customer.email, /Recibo de tu abono/i, 10_000);
    await expect.poll(async () => (await receiptJobs(event.id)).map((j) => j.state)).toEqual(['completed']);
    expect((await receiptJobs(event.id))[0].retryCount).toBe(1);
    const receipts = mailsTo(event.customer.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('Recibo de tu abono en Club Fiestas');
    expect(receipts[0].text).toContain(['Abono: $1,000.00', 'Fecha de pago:'].join('\n'));
    expect(receipts[0].text).toContain(
      ['Total del evento: $10,000.00', 'Pagado: $1,000.00', 'Saldo pendiente: $9,000.00'].join('\n'),
    );
  });

  it('each payment recorded at booking gets its receipt with the balance after it; a placeholder row or a refused booking mails none', async () => {
    const queuedBefore = (await queuedJobs(t.app, 'payment-receipt')).length;
    const zero = await call(t.app, {
      method: 'POST',
      url: '/api/event',
      as: admin,
      payload: {
        user: admin.id,
        lugar: ids.place.id,
        paquete: ids.pkg.id,
        name: 'Sin abono',
        fecha: addDays(todayInMexicoCity(), 90).replaceAll('-', '/'),
        turno: 'Vespertino',
        personas: 80,
        abonos: [{ abono: 0, metodo: 'Pago en efectivo' }],
      },
    });
    expect(zero.statusCode).toBe(400); // docs/product.md#5-validation-rules: no event without $500 paid — so no receipt either
    expect(await queuedJobs(t.app, 'payment-receipt')).toHaveLength(queuedBefore);
    const event = await bookEvent([
      { abono: 600, metodo: 'Pago en efectivo' },
      { abono: 0, metodo: 'Pago en efectivo' },
      { abono: 400.25, metodo: 'Transferencia Electrónica' },
    ]);
    // one transaction: both jobs have the same created_on, so they are compared largest first
    const jobs = (await receiptJobs(event.id)).map((j) => [j.data.amountCentavos, j.data.saldoCentavos]);
    expect(jobs.sort((a, b) => Number(b[0]) - Number(a[0]))).toEqual([
      [60_000, 940_000],
      [40_025, 899_975],
    ]);
    await expect.poll(() => mailsTo(event.customer.email).length, { timeout: 10_000 }).toBe(2);
    const texts = mailsTo(event.customer.email).map((r) => r.text);
    expect(texts.some((x) => x.includes('Abono: $600.00') && x.includes('Saldo pendiente: $9,400.00'))).toBe(
      true,
    );
    expect(texts.some((x) => x.includes('Abono: $400.25') && x.includes('Saldo pendiente: $8,999.75'))).toBe(
      true,
    );
  });

  it('mails the customer a receipt with es-MX money and dates for a payment added later', async () => {
    const event = await bookEvent();
    const { customer } = event;
    await waitForMail(smtp, customer.email, /Abono: \$1,000\.00/, 10_000); // the booking's own receipt
    expect((await pay(event.id, 2500.5)).statusCode).toBe(200);
    await waitForMail(smtp, customer.email, /Abono: \$2,500\.50/, 10_000);
    const receipts = mailsTo(customer.email);
    expect(receipts).toHaveLength(2);
    const { subject, text, html } = receipts[1];
    const [y, m, d] = event.fecha.split('-');
    const [py, pm, pd] = todayInMexicoCity().split('-');
    const [vy, vm, vd] = addDays(event.fecha, -15).split('-');
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
        `Te falta pagar $6,499.50 a más tardar el ${vd}/${vm}/${vy}.`,
        `Pagar saldo: https://fiestas.example/pedidos?pagar=${event.id}`,
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
    await expect
      .poll(async () => (await receiptJobs(event.id)).map((j) => [j.state, j.data.amountCentavos]))
      .toEqual([
        ['completed', 100_000],
        ['completed', 250_050],
      ]);
  });

  it('says the event is paid in full after the last payment; a refused payment mails nothing', async () => {
    const event = await bookEvent();
    expect((await pay(event.id, 9000.01)).statusCode).toBe(400); // more than the debt: rolled back
    expect((await pay(event.id, 9000)).statusCode).toBe(200);
    await waitForMail(smtp, event.customer.email, /pagado por completo/);
    const last = mailsTo(event.customer.email).find((r) => r.text.includes('pagado por completo'))!;
    expect(last.text).toContain('Ver mis eventos: https://fiestas.example/pedidos');
    const jobs = await receiptJobs(event.id);
    expect(jobs.map((j) => j.data.amountCentavos)).toEqual([100_000, 900_000]);
  });

  it("names the party's salón once its branch has more than one", async () => {
    const line = (sucursal: string) => new RegExp(`turno Vespertino · ${sucursal}(, Salón principal)?\\n`);
    const single = await bookEvent();
    await waitForMail(smtp, single.customer.email, /Recibo de tu abono/i, 10_000);
    const alone = mailsTo(single.customer.email)[0].text.match(line(ids.place.sucursal));
    expect(alone).not.toBeNull();
    expect(alone?.[1]).toBeUndefined();
    await t.app.db
      .insert(salones)
      .values({ placeId: ids.place.id, nombre: 'Jardín', capacidadMin: 50, capacidadMax: 150, orden: 1 });
    const several = await bookEvent();
    await waitForMail(smtp, several.customer.email, /Recibo de tu abono/i, 10_000);
    expect(mailsTo(several.customer.email)[0].text.match(line(ids.place.sucursal))?.[1]).toBe(
      ', Salón principal',
    );
  });
});
