import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RequestCard } from './request-card.tsx';

const confirmed = {
  uid: 'r1',
  paqueteName: 'Paquete Fiesta',
  estado: 'confirmada',
  lugar: { uid: 'l1', sucursal: 'Coyoacán', lugarname: 'coyoacan' },
  fecha: '2027-02-13',
  turno: 'Matutino',
  personas: 80,
  precioPaquete: 12_500,
  banda: 'basico',
  venceEl: '2027-01-01T00:00:00Z',
  evento: 'e1',
} as unknown as BookingRequestDto;

const quoted = {
  ...confirmed,
  uid: 'r2',
  estado: 'pendiente',
  evento: null,
  precioPaquete: 13_750,
  cotizacion: {
    lineas: [
      {
        tipo: 'paquete',
        concepto: 'Paquete Fiesta (80 personas)',
        cantidad: 1,
        precioUnitario: 12_500,
        importe: 12_500,
      },
      { tipo: 'regla', concepto: 'Fin de semana', cantidad: 1, precioUnitario: 1_250, importe: 1_250 },
      { tipo: 'extra', concepto: 'Piñata', cantidad: 2, precioUnitario: 350, importe: 700 },
    ],
    subtotal: 14_450,
    codigo: 'FIESTA10',
    descuento: 1_265,
    total: 13_185,
    anticipo: 3_956,
    saldo: 9_229,
    venceSaldo: '2027-01-29',
    saldoAlReservar: false,
    diasSaldo: 15,
  },
} as unknown as BookingRequestDto;

// The request shows the price it will charge: its quote, not the package's price alone.
describe('a request on /pedidos shows its quote', () => {
  it('each line, the discount, the total and the anticipo with the balance due; no bare package price', () => {
    renderWithProviders(
      <RequestCard
        request={quoted}
        now={new Date()}
        onCancel={() => {}}
        onPay={() => {}}
        onViewEvent={() => {}}
      />,
    );
    const card = screen.getByRole('article', { name: 'Solicitud Paquete Fiesta' });
    expect(card.textContent).not.toContain('Precio del paquete');
    expect(card.textContent).not.toContain('$13,750.00');
    const table = screen.getByRole('table', { name: 'Cotización de la solicitud' });
    for (const shown of [
      'Fin de semana',
      'Piñata',
      'Descuento (código FIESTA10)',
      '−$1,265.00',
      '$3,956.00',
    ]) {
      expect(table.textContent).toContain(shown);
    }
    expect(screen.getByTestId('quote-total').textContent).toBe('$13,185.00');
    expect(table.textContent).toContain('a más tardar el viernes, 29 de enero de 2027');
  });

  it('a party 15 days away or fewer: all of it at booking, and why', () => {
    const soon = {
      ...quoted,
      cotizacion: {
        ...quoted.cotizacion!,
        anticipo: 13_185,
        saldo: 0,
        saldoAlReservar: true,
        venceSaldo: '2026-11-27',
      },
    } as BookingRequestDto;
    renderWithProviders(
      <RequestCard
        request={soon}
        now={new Date()}
        onCancel={() => {}}
        onPay={() => {}}
        onViewEvent={() => {}}
      />,
    );
    expect(screen.getByText('A pagar al reservar')).toBeTruthy();
    expect(screen.getByTestId('pay-all-now').textContent).toBe(
      'Como faltan 15 días o menos para tu fiesta, el saldo se paga completo ahora.',
    );
  });
});

// 'Ver contrato' on /pedidos was a small text link beside the 'Ver evento' button.
describe('a confirmed request on /pedidos', () => {
  it("offers 'Ver contrato' as a button to the contract page", () => {
    renderWithProviders(
      <RequestCard
        request={confirmed}
        now={new Date()}
        onCancel={() => {}}
        onPay={() => {}}
        onViewEvent={() => {}}
      />,
    );
    const contract = screen.getByRole('link', { name: 'Ver contrato' });
    expect(contract.getAttribute('href')).toBe('/pdf/e1');
    expect(contract.className).toContain('mantine-Button-root');
  });
});

describe('a request on /pedidos names whose party it is', () => {
  it("shows the child and the age the family gave ('¿Quién cumple años?'), not only the package", () => {
    renderWithProviders(
      <RequestCard
        request={{ ...confirmed, festejado: 'Sofía', edad: 6 }}
        now={new Date()}
        onCancel={() => {}}
        onPay={() => {}}
        onViewEvent={() => {}}
      />,
    );
    expect(screen.getByRole('article').textContent).toContain('FestejadoSofía, 6 años');
  });
});

describe('a request on /pedidos names its salón only when given (a branch of several salones)', () => {
  const card = (salon?: string | null) =>
    renderWithProviders(
      <RequestCard
        request={confirmed}
        now={new Date()}
        salon={salon}
        onCancel={() => {}}
        onPay={() => {}}
        onViewEvent={() => {}}
      />,
    );

  it('shows Salón and its name', () => {
    card('Jardín');
    expect(screen.getByRole('article', { name: 'Solicitud Paquete Fiesta' }).textContent).toContain(
      'SalónJardín',
    );
  });

  it('shows no salón line without one', () => {
    card(null);
    expect(screen.getByRole('article', { name: 'Solicitud Paquete Fiesta' }).textContent).not.toContain(
      'Salón',
    );
  });
});
