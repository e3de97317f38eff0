import { datesOfMonth } from '@salones/shared/booking-requests';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import type { PackageDetailDto } from '@salones/shared/packages';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { clientWithWhatsApp } from '../../../test/whatsapp-site.ts';
import { BookingRequestForm } from './booking-request-form.tsx';
import { CartItem } from './cart-item.tsx';

// The request form's rules run before anything is sent; the sending itself is the browser journey's.
const item: PackageDetailDto = {
  uid: '00000000-0000-4000-8000-000000000001',
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Paquete Fiesta',
  tipo: 'paquete',
  descripcion: '',
  color: '#ff6900',
  colorTexto: '#ffffff',
  basico: 12_500,
  grande: 16_500,
  descuento: null,
  duracion: '',
  descripciones: [],
  lugar: { uid: 'place-1', _id: 'place-1', sucursal: 'Sucursal Centro', lugarname: 'centro' },
};

const tomorrow = addDays(todayInMexicoCity(), 1);
const month = tomorrow.slice(0, 7);

/** The calendar's month (every turno free) and the products already answered, so the form renders without a request. */
function clientWithFreeMonth() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.availability.month('place-1', month), {
    dias: datesOfMonth(month).map((fecha) => ({ fecha, Matutino: 'libre', Vespertino: 'libre' })),
    // a lead time of one day: tomorrow may be asked for
    diasAnticipacion: 1,
  });
  // The extras picker reads the products' catalogue
  client.setQueryData(queryKeys.products.all, []);
  // The site's settings: WhatsApp off (booking-request-form-whatsapp.test.tsx has it on)
  clientWithWhatsApp(false, client);
  return client;
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.reject(new Error('no request expected')));
  window.fetch = fetchSpy as unknown as typeof fetch;
});
afterEach(() => vi.restoreAllMocks());

const renderForm = () =>
  renderWithProviders(<BookingRequestForm item={item} onSent={vi.fn()} onCancel={vi.fn()} />, {
    client: clientWithFreeMonth(),
  });

// typing a month of buttons' worth of DOM is slow in jsdom on a busy machine
describe('BookingRequestForm', { timeout: 20_000 }, () => {
  it('asks for a turno and the number of guests before sending anything', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Elige la fecha');
    expect(screen.getByText('Indica el número de personas')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses fewer than 50 or more than 150 guests, with the API message', async () => {
    const { user } = renderForm();
    const guests = screen.getByRole('textbox', { name: /Número de personas/ });
    await user.type(guests, '40');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('El número de personas debe estar entre 50 y 150')).toBeTruthy();
    await user.clear(guests);
    await user.type(guests, '151');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('El número de personas debe estar entre 50 y 150')).toBeTruthy();
    await user.clear(guests);
    await user.type(guests, '150');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.queryByText('El número de personas debe estar entre 50 y 150')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks whose birthday it is (the party is named after the child) and an age of 1 to 17', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('textbox', { name: /¿Quién cumple años\?/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Escribe el nombre del festejado')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /¿Quién cumple años\?/ }), 'Sofía');
    await user.type(screen.getByRole('textbox', { name: /Edad que cumple/ }), '18');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('La edad debe ser un número entre 1 y 17')).toBeTruthy();
    expect(screen.queryByText('Escribe el nombre del festejado')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the child’s name and age with the request', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /¿Quién cumple años\?/ }), ' Sofía ');
    await user.type(screen.getByRole('textbox', { name: /Edad que cumple/ }), '6');
    const day = Number(tomorrow.slice(8));
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^Vespertino, [^,]+, ${day} de .*: Libre$`) }),
    );
    await user.type(screen.getByRole('textbox', { name: /Número de personas/ }), '80');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([url]) => String(url) === '/api/solicitud')).toBe(true),
    );
    const [, init] = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/solicitud') as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toMatchObject({ festejado: 'Sofía', edad: 6, personas: 80 });
  });

  it('shows the band price for the number of guests', async () => {
    const { user } = renderForm();
    const price = screen.getByTestId('band-price');
    expect(price.textContent).toContain('Básico (50 a 100 personas): $12,500.00');
    expect(price.textContent).toContain('Grande (101 a 150 personas): $16,500.00');
    await user.type(screen.getByRole('textbox', { name: /Número de personas/ }), '120');
    await waitFor(() => expect(price.textContent).toBe('Grande (101 a 150 personas): $16,500.00'));
    await user.clear(screen.getByRole('textbox', { name: /Número de personas/ }));
    await user.type(screen.getByRole('textbox', { name: /Número de personas/ }), '80');
    await waitFor(() => expect(price.textContent).toBe('Básico (50 a 100 personas): $12,500.00'));
  });

  it('takes the date and turno from the calendar', async () => {
    const { user } = renderForm();
    const day = Number(tomorrow.slice(8));
    // the weekday may be 'miércoles' or 'sábado': any letters but the comma
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^Vespertino, [^,]+, ${day} de .*: Libre$`) }),
    );
    expect(screen.getByText(/^Fecha elegida: .*, Vespertino$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("CartItem's 'Solicitar fecha'", () => {
  it('asks a logged-out visitor to log in instead of opening the form', async () => {
    const onLoginRequest = vi.fn();
    window.addEventListener('auth-prompt-open', onLoginRequest);
    const { user } = renderWithProviders(<CartItem item={item} onRemove={vi.fn()} onRequested={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar fecha para Paquete Fiesta' }));
    expect(await screen.findByText('Inicia sesión para solicitar una fecha')).toBeTruthy();
    expect(onLoginRequest).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
    window.removeEventListener('auth-prompt-open', onLoginRequest);
  });
});
