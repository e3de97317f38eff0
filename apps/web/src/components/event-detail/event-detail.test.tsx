import type { EventDto } from '@salones/shared/events';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { EventDetail } from './event-detail.tsx';

// a party the family booked online: no seller, no hours written, no menu yet
const online = {
  uid: 'e1',
  name: 'Fiesta de Sofía (6 años)',
  fecha: '2026-12-12',
  turno: 'Vespertino',
  entrada: '',
  salida: '',
  personas: 80,
  paqueteName: 'Paquete Fiesta',
  userName: 'Mariana',
  lastname: 'López Hernández',
  lugar: { uid: 'l1', _id: 'l1', sucursal: 'Coyoacán', direccion: 'Av. Universidad 1000', phone: '' },
  creador: null,
  precioPaquete: 13_750,
  precio: 13_750,
  descuento: 0,
  precioTotal: 13_750,
  abonado: 4_125,
  adeudo: 9_625,
  abonos: [],
  adicionales: [],
  comentarios: '',
  guisado: '',
  guisado1: '',
  guisado2: '',
  guisado3: '',
  guisado4: '',
  infantil: '',
  pastel: '',
  piñata: '',
  refrescos: '',
  agua: '',
  dulceros: '',
  show: '',
} as unknown as EventDto;
const accepted = {
  version: 3,
  nombre: 'Mariana López Hernández',
  aceptadoEl: '2026-11-27T20:05:00.000Z',
  texto:
    'Cláusula primera. El anticipo aparta la fecha.\nCláusula segunda. El saldo se paga antes de la fiesta.',
};

// a whole contract's worth of Mantine markup is slow in jsdom on a busy machine
describe('the contract of /pdf/{id}', { timeout: 20_000 }, () => {
  it('prints the terms the family accepted online and the acceptance line', () => {
    renderWithProviders(<EventDetail event={online} contract={{ accepted }} />);
    expect(screen.getByRole('heading', { name: 'Términos del contrato (versión 3)' })).toBeTruthy();
    expect(screen.getByText(/Cláusula segunda\. El saldo se paga antes de la fiesta\./)).toBeTruthy();
    // 20:05 UTC is 14:05 in Mexico City
    expect(
      screen.getByText(
        'Aceptado electrónicamente por Mariana López Hernández el 27 de noviembre de 2026 14:05 (versión 3)',
      ),
    ).toBeTruthy();
  });

  it('an online booking: hours from its turno, “Reserva en línea”, and “Por definir con la sucursal” where open', () => {
    const { container } = renderWithProviders(<EventDetail event={online} contract={{ accepted }} />);
    const text = container.textContent ?? '';
    expect(text).toContain('Hora de entrada16:00');
    expect(text).toContain('Hora de salida21:00');
    expect(text).toContain('VendedorReserva en línea');
    expect(text).toContain('GuisadosPor definir con la sucursal');
    expect(text).toContain('Menú infantilPor definir con la sucursal');
    expect(text).toContain('PastelPor definir con la sucursal');
    expect(text).not.toContain('Sin especificar');
  });

  it('elsewhere (the /pedidos modal, the wizard) the view is as before', () => {
    const { container } = renderWithProviders(<EventDetail event={online} />);
    expect(container.textContent).toContain('Hora de entradaSin especificar');
    expect(screen.queryByRole('heading', { name: /Términos del contrato/ })).toBeNull();
  });

  it('names the salón after the branch only when the server names it (a branch of several salones)', () => {
    const several = renderWithProviders(<EventDetail event={{ ...online, salonMostrado: 'Jardín' }} />);
    expect(several.container.textContent).toContain('LugarCoyoacánSalónJardín');
    several.unmount();
    const one = renderWithProviders(<EventDetail event={{ ...online, salonMostrado: null }} />);
    expect(one.container.textContent).not.toContain('Salón');
  });
});
