// A party the family booked and paid online: named after the child she named, with the turno's hours, and its
// contract — the PDF and what the contract page reads — printing the terms she accepted and what is still open.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { eventBody, postEvent } from '../../test/world.ts';
import {
  accept,
  createRequestVia,
  getEvent,
  openAnticipo,
  paymentRow,
  setupPaymentsWorld,
  TERMS,
} from './payments.test-support.ts';

const x = setupPaymentsWorld();
const { t, w, stripe } = x;

async function contractText(eventId: string, as: TestUser) {
  const res = await call(t.app, { url: `/api/event/${eventId}/contrato.pdf`, as });
  expect(res.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}
const ACCEPTED =
  /Aceptado electrónicamente por Ana López el \d{1,2} de [a-z]+ de \d{4} \d{2}:\d{2} \(versión 1\)/;

describe('the contract of a party booked online', () => {
  it('the anticipo makes an event named after the child, with the turno’s hours; its contract prints the terms and what is open', async () => {
    const { pago, sessionId, customer } = await openAnticipo(x, undefined, { festejado: 'Sofía', edad: 6 });
    await stripe.pay(sessionId, { method: 'card' });
    const eventId = (await paymentRow(x, pago.uid)).eventId!;
    expect(await getEvent(x, eventId)).toMatchObject({
      name: 'Fiesta de Sofía (6 años)',
      turno: 'Vespertino',
      entrada: '16:00',
      salida: '21:00',
      creador: null,
    });
    const text = await contractText(eventId, customer);
    for (const expected of [
      'Fiesta de Sofía (6 años)',
      '16:00',
      '21:00',
      'Reserva en línea',
      'Por definir con la sucursal',
      'Términos del contrato (versión 1)',
      TERMS,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(ACCEPTED);
    expect(text).not.toContain('Sin especificar');
    expect(text).not.toContain('Sin guisados');
    // the contract page reads the same acceptance: its owner may, with the text she accepted
    const read = await call(t.app, { url: `/api/event/${eventId}/aceptacion`, as: customer });
    expect(read.statusCode).toBe(200);
    expect(read.json().aceptacion).toMatchObject({ version: 1, nombre: 'Ana López', texto: TERMS });
  });

  it('a request staff converted keeps the terms the family accepted for it', async () => {
    const family = await createUser(t.app, { role: 'user', name: 'Ana', lastname: 'López' });
    const solicitud = await createRequestVia(t.app, family, w, { festejado: 'Leo' });
    expect((await accept(x, family, solicitud.uid)).statusCode).toBe(201);
    const converted = await postEvent(
      t.app,
      w.admin,
      eventBody(w, {
        user: family.id,
        fecha: solicitud.fecha,
        turno: solicitud.turno,
        personas: solicitud.personas,
        solicitud: solicitud.uid,
        name: 'Fiesta de Leo',
      }),
    );
    expect(converted.statusCode).toBe(201);
    const eventId = converted.json().evento.uid;
    const text = await contractText(eventId, family);
    expect(text).toContain(TERMS);
    expect(text).toMatch(ACCEPTED);
    expect(text).toContain('Beto Admin'); // sold at the branch: its seller, not 'Reserva en línea'
    expect(text).not.toContain('Reserva en línea');
    expect((await call(t.app, { url: `/api/event/${eventId}/aceptacion`, as: family })).json()).toMatchObject(
      { aceptacion: { texto: TERMS } },
    );
    const stranger = await createUser(t.app, { role: 'user' });
    expect((await call(t.app, { url: `/api/event/${eventId}/aceptacion`, as: stranger })).statusCode).toBe(
      403,
    );
  });
});
