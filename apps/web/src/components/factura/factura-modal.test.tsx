import type { EventDto } from '@salones/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FacturaButton, FacturaModal } from './factura-modal.tsx';

const EVENT = { uid: 'event-1', abonado: 3500.5 } as EventDto;
const FACTURA = {
  uid: 'f-1',
  uuid: 'A1B2C3D4-0000-4000-8000-000000000001',
  serie: 'F',
  folio: '12',
  total: 10_000,
  metodoPago: 'PPD',
  estado: 'valida',
  pdfUrl: '/api/facturas/f-1/pdf',
  xmlUrl: '/api/facturas/f-1/xml',
};

/** A client whose GET /api/site already answered (invoicing on or off): no request leaves (test/setup.ts). */
function siteClient(invoicing: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.site.all, {
    ok: true,
    clubName: 'Club Fiestas Infantiles',
    introVideos: ['', ''],
    whatsapp: false,
    facturas: invoicing,
  });
  return client;
}

/** A client whose cache already holds the event's factura. */
function clientWith(read: object) {
  const client = siteClient(true);
  client.setQueryData(queryKeys.events.factura(EVENT.uid), read);
  return client;
}

const buttons = (
  <>
    <FacturaButton event={EVENT} onOpen={() => {}} />
    <FacturaButton event={{ ...EVENT, uid: 'e-2', abonado: 0 }} onOpen={() => {}} />
  </>
);

describe("'Solicitar factura' (/pedidos and the contract)", () => {
  it('is offered only for an event with a payment', () => {
    renderWithProviders(buttons, { client: siteClient(true) });
    expect(screen.getAllByRole('button', { name: 'Solicitar factura' })).toHaveLength(1);
  });

  it('is not offered while the site does not invoice', () => {
    renderWithProviders(buttons, { client: siteClient(false) });
    expect(screen.queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
  });

  it('before it is issued: asks for it', () => {
    renderWithProviders(<FacturaModal event={EVENT} onClose={() => {}} />, {
      client: clientWith({ ok: true, factura: null, historial: [], complementos: [], errorPendiente: null }),
    });
    expect(screen.getByRole('button', { name: 'Solicitar factura' })).toBeTruthy();
  });

  it('once issued: the CFDI and each complement with their PDF and XML', () => {
    renderWithProviders(<FacturaModal event={EVENT} onClose={() => {}} />, {
      client: clientWith({
        ok: true,
        factura: FACTURA,
        historial: [FACTURA],
        complementos: [
          {
            uid: 'p-1',
            uuid: 'P-1',
            factura: 'f-1',
            parcialidad: 1,
            saldoAnterior: 10_000,
            pagado: 1000,
            saldoInsoluto: 9000,
            formaPago: '01',
            estado: 'valida',
            pdfUrl: '',
            xmlUrl: '',
          },
        ],
        errorPendiente: null,
      }),
    });
    expect(screen.getByText(FACTURA.uuid, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF de la factura F-12' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'XML de la parcialidad 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
  });
});
