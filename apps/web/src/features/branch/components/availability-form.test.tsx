import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import type { AvailabilityFormAnswer } from '@salones/shared/page-forms';
import { firstRequestableDate } from '@salones/shared/slots';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchSlotPicked } from '../../../lib/slot-picked.ts';
import { AvailabilityForm, type AvailabilityFormProps } from './availability-form.tsx';

// docs/product.md#5-validation-rules: date and turno are both required. The island's rules (decision 015);
// the check against the real API is covered by the browser suite (e2e/public/islands.spec.ts,
// branch-variants.spec.ts). the spec's text ends with a space; Testing Library compares the trimmed text of
// the page
const INCOMPLETE = MSG.availabilityIncomplete.trim();
const NETWORK_MSG = 'No se pudo conectar con el servidor, revisa tu conexión e intenta de nuevo';

const props: AvailabilityFormProps = {
  placeId: 'place-1',
  leadDays: 2,
  firstDay: '2026-01-03',
  posted: null,
  turnos: [
    { nombre: 'Matutino', dias: [0, 1, 2, 3, 4, 5, 6] },
    { nombre: 'Vespertino', dias: [0, 1, 2, 3, 4, 5, 6] },
  ],
};
const taken: AvailabilityFormAnswer = {
  lugar: 'place-1',
  fecha: '2031-05-10',
  turno: 'Vespertino',
  state: 'ocupado',
  msg: 'Ocupada',
};

const dateField = () => screen.getByLabelText('Fecha') as HTMLInputElement;
const turnoField = () => screen.getByRole('combobox', { name: 'Turno' }) as HTMLSelectElement;
const consultar = () => screen.getByRole('button', { name: 'Consultar disponibilidad' });

/** Every request the form makes, as the network would see it; the network is down (a real failure). */
function recordRequests() {
  const sent: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  return sent;
}

const unexpectedRequest = window.fetch; // test/setup.ts: a request is a failure unless a test records it
afterEach(() => {
  globalThis.fetch = window.fetch = unexpectedRequest;
  document.getElementById('island-toasts')?.remove();
});

describe('AvailabilityForm, the island (docs/product.md#5-validation-rules, decision 015)', () => {
  it("warns 'Complete todos los campos.' when nothing is chosen, and asks nothing", async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    render(<AvailabilityForm {...props} />);
    await user.click(consultar());
    const warning = (await screen.findByText(INCOMPLETE)).closest('[role="alert"]') as HTMLElement;
    expect(warning.dataset.kind).toBe('warning');
    expect(sent).toEqual([]);
  });

  it('warns the same when only the turno is chosen', async () => {
    const user = userEvent.setup();
    render(<AvailabilityForm {...props} />);
    await user.selectOptions(turnoField(), 'Matutino');
    expect(turnoField().value).toBe('Matutino');
    await user.click(consultar());
    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
  });

  it('asks the contract’s path with the date in slashes and the session’s token; a failure is answered', async () => {
    localStorage.setItem('token', 'x.e30.y');
    const sent = recordRequests();
    const user = userEvent.setup();
    render(<AvailabilityForm {...props} />);
    fireEvent.change(dateField(), { target: { value: '2031-05-10' } });
    await user.selectOptions(turnoField(), 'Vespertino');
    await user.click(consultar());
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/event/fecha');
    expect(sent[0].init.method).toBe('POST');
    expect((sent[0].init.headers as Record<string, string>)['x-auth-token']).toBe('x.e30.y');
    expect(JSON.parse(String(sent[0].init.body))).toEqual({
      lugar: 'place-1',
      turno: 'Vespertino',
      fecha: '2031/05/10',
    });
    // the app's error toast and the answer under the form
    const toast = (await screen.findByText(NETWORK_MSG)).closest('[role="alert"]') as HTMLElement;
    expect(toast.dataset.kind).toBe('error');
    const answer = await screen.findByTestId('availability-answer');
    expect(answer.textContent).toContain('No pudimos consultar');
    expect(answer.textContent).toContain(`10/05/2031, Vespertino. ${NETWORK_MSG}.`);
    expect(consultar().hasAttribute('disabled')).toBe(false);
  });

  // The page the server rendered to answer the form posted without JavaScript
  it("shows the server's answer to a post without JavaScript, with the posted values; a change takes it away", async () => {
    const user = userEvent.setup();
    render(<AvailabilityForm {...props} posted={taken} />);
    const answer = screen.getByTestId('availability-answer');
    expect(answer.getAttribute('role')).toBe('region');
    expect(answer.textContent).toContain('Fecha ocupada');
    expect(answer.textContent).toContain(
      '10/05/2031, Vespertino. Ocupada. Mira los turnos libres en el calendario.',
    );
    expect(within(answer).getByRole('link', { name: 'Ver calendario' }).getAttribute('href')).toBe(
      '#calendario',
    );
    expect(dateField().value).toBe('2031-05-10');
    expect(turnoField().value).toBe('Vespertino');
    await user.selectOptions(turnoField(), 'Matutino');
    expect(screen.queryByTestId('availability-answer')).toBeNull();
  });

  it("a closed day's answer is titled 'Sucursal cerrada' (the branch, feminine)", () => {
    const closed = { ...taken, state: 'cerrado', msg: 'Cerrado por mantenimiento' } as const;
    render(<AvailabilityForm {...props} posted={closed} />);
    const answer = screen.getByTestId('availability-answer');
    expect(answer.textContent).toContain('Sucursal cerrada');
    expect(answer.textContent).not.toContain('Sucursal cerrado');
  });

  it("a free date's 'Solicitar esta fecha' leads to the cart when it holds packages, else to the packages", () => {
    const free = { ...taken, state: 'libre', msg: MSG.dateAvailable } as const;
    const { unmount } = render(<AvailabilityForm {...props} posted={free} />);
    const link = () => screen.getByRole('link', { name: 'Solicitar esta fecha' });
    expect(screen.getByTestId('availability-answer').textContent).toContain('Fecha disponible');
    expect(link().getAttribute('href')).toBe('#paquetes');
    unmount();
    localStorage.setItem('carrito', 'p1');
    render(<AvailabilityForm {...props} posted={free} />);
    expect(link().getAttribute('href')).toBe('/carrito');
    expect(screen.getByTestId('availability-answer').textContent).toContain('Solicítala desde tu carrito');
  });

  it("the date field starts at today's first requestable day, whatever day the page was rendered", () => {
    render(<AvailabilityForm {...props} firstDay="2020-01-01" />);
    expect(dateField().min).toBe(firstRequestableDate(2));
    expect(dateField().min).toBe(addDays(todayInMexicoCity(), 2));
  });

  it("a free turno picked in this branch's calendar fills the fields and is checked at once; another's is not", async () => {
    const sent = recordRequests();
    render(<AvailabilityForm {...props} />);
    act(() => dispatchSlotPicked({ lugar: 'place-2', fecha: '2031-06-01', turno: 'Matutino' }));
    expect(dateField().value).toBe('');
    expect(sent).toEqual([]);
    act(() => dispatchSlotPicked({ lugar: 'place-1', fecha: '2031-06-01', turno: 'Matutino' }));
    expect(dateField().value).toBe('2031-06-01');
    expect(turnoField().value).toBe('Matutino');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(String(sent[0].init.body))).toEqual({
      lugar: 'place-1',
      turno: 'Matutino',
      fecha: '2031/06/01',
    });
    expect((await screen.findByTestId('availability-answer')).textContent).toContain('01/06/2031, Matutino.');
  });
});
