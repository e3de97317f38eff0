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

// Issue #28.9: 'Ver contrato' on /pedidos was a small text link beside the 'Ver evento' button.
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
