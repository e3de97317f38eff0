// GET /api/event/{id}/contrato.pdf — the contract of /pdf/{id} as a PDF, read back as text.
import { formatDateMx, todayInMexicoCity } from '@salones/shared/dates';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { createEventVia, setupWorld } from './events.fixtures.ts';

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages };
}

describe('contract PDF', () => {
  const { t, w } = setupWorld();
  let stranger: TestUser;
  let eventId: string;
  let fecha: string;
  beforeAll(async () => {
    stranger = await createUser(t.app, { role: 'user' });
    // package $10,000 + 2 × $1,250.50 + $300 − $800 discount = $12,001.00; paid $1,000 + $2,500.25
    const e = await createEventVia(t.app, w, {
      descuento: 800,
      comentarios: 'Decoración de unicornios, llegar 30 min antes',
      guisado: 'Tinga de pollo',
      guisado1: 'Chicharrón en salsa verde',
      infantil: 'Nuggets',
      pastel: 'Tres leches',
      abonos: [
        { abono: 1000, metodo: 'Pago en efectivo' },
        { abono: 2500.25, metodo: 'Tarjeta de crédito' },
      ],
      adicionales: [
        { nombre: 'Mesa de dulces', piezas: 2, precio: 1250.5 },
        { nombre: 'Brincolín', precio: 300 },
      ],
    });
    eventId = e.uid;
    fecha = e.fecha;
  });

  const get = (as: TestUser | null, id = eventId) =>
    call(t.app, { url: `/api/event/${id}/contrato.pdf`, as });

  it('is a PDF with the sections and figures of /pdf/{id}, in Spanish with es-MX dates and money', async () => {
    const res = await get(w.customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contrato-.+\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [
      'Contrato de evento',
      `${w.place.sucursal} · Registrado el ${formatDateMx(todayInMexicoCity())}`,
      'Datos del evento',
      'Cumpleaños de Sofía',
      'Ana López',
      'Paquete Fiesta',
      'Matutino',
      formatDateMx(fecha),
      '14:00',
      '19:00',
      w.place.sucursal,
      'Av. Reforma 1',
      'Beto Admin',
      'Pagos y adicionales',
      'Pago en efectivo',
      'Tarjeta de crédito',
      '$2,500.25',
      'Mesa de dulces',
      '$1,250.50',
      '$2,501.00',
      'Brincolín',
      'Precio del paquete $10,000.00',
      'Subtotal (paquete y adicionales) $12,801.00',
      'Descuento $800.00',
      'Total $12,001.00',
      'Abonado $3,500.25',
      'Adeudo $8,500.75',
      'Menú y observaciones',
      'Tinga de pollo',
      'Chicharrón en salsa verde',
      'Nuggets',
      'Tres leches',
      'Decoración de unicornios, llegar 30 min antes',
      'Firma del cliente',
    ])
      expect(text).toContain(expected);
  });

  it('shows the spec’s fallback texts and “Liquidado” for a paid event without extras', async () => {
    const e = await createEventVia(t.app, w, { abonos: [{ abono: 10_000, metodo: 'Pago en efectivo' }] });
    const { text } = await pdfText((await get(w.admin, e.uid)).rawPayload);
    expect(text).toContain('Sin adicionales');
    expect(text).toContain('Adeudo Liquidado');
    expect(text).toContain('Sin guisados');
    expect(text).toContain('Sin comentarios');
  });

  it('runs onto more pages when the event has many rows, none lost', async () => {
    const adicionales = Array.from({ length: 60 }, (_, i) => ({
      nombre: `Adicional número ${i + 1}`,
      precio: 10,
    }));
    const e = await createEventVia(t.app, w, { adicionales });
    const { text, pages } = await pdfText((await get(w.superAdmin, e.uid)).rawPayload);
    expect(pages).toBeGreaterThan(1);
    for (const n of [1, 30, 60]) expect(text).toContain(`Adicional número ${n} `);
    expect(text).toContain('Firma del cliente');
  });

  it('follows the contract’s access rule: owner and staff read it; others are refused', async () => {
    for (const who of [w.customer, w.admin, w.superAdmin]) expect((await get(who)).statusCode).toBe(200);
    expect((await get(null)).statusCode).toBe(401);
    const refused = await get(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, msg: 'No tienes permiso para ver este evento' });
    expect((await get(w.admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(w.admin, '123')).statusCode).toBe(400);
  });

  it('is documented in the OpenAPI document as an application/pdf file', async () => {
    const doc = (await call(t.app, { url: '/api/docs/json' })).json();
    const op = doc.paths['/api/event/{id}/contrato.pdf'].get;
    expect(op.responses['200'].content).toEqual({
      'application/pdf': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
    });
  });
});
