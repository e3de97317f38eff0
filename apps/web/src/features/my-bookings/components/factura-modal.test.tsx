import type { EventDto } from '@salones/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { facturaKey } from '../api/factura.ts';
import { FacturaButton, FacturaModal } from './factura-modal.tsx';

const EVENT = { uid: 'event-1', abonado: 3500.5 } as EventDto;
const FACTURA = {
  uid: 'f-1',
  uuid: 'A1B2C3D4-0000-4000-8000-000000000001',
  serie: 'F',
  folio: '12',
  total: 10_000,
  metodoPago: 'PPD',
  estado: 'vigente',
  pdfUrl: '/api/facturas/f-1/pdf',
  xmlUrl: '/api/facturas/f-1/xml',
};

/** A client whose cache already holds the event's factura: no request leaves (test/setup.ts). */
function clientWith(read: object) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(facturaKey(EVENT.uid), read);
  return client;
}

describe("/pedidos' 'Solicitar factura'", () => {
  it('is offered only for an event with a payment', () => {
    renderWithProviders(
      <>
        <FacturaButton event={EVENT} onOpen={() => {}} />
        <FacturaButton event={{ ...EVENT, uid: 'e-2', abonado: 0 }} onOpen={() => {}} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Solicitar factura' })).toHaveLength(1);
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
            estado: 'vigente',
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
