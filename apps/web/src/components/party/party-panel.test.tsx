import type { GuestListResponse, InvitationDto } from '@salones/shared/invitations';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PartyPanel } from './party-panel.tsx';

const EVENT = '00000000-0000-4000-8000-000000000007';
const invitation: InvitationDto = {
  codigo: 'A'.repeat(22),
  url: `https://fiestas.example/fiesta/${'A'.repeat(22)}`,
  festejado: 'Valentina',
  edad: 5,
  mensaje: '',
  tema: 'globos',
  fechaLimite: '2030-05-10',
  mostrarMapa: true,
  recibeRespuestas: true,
  whatsappUrl: 'https://wa.me/?text=hola',
};
const guests: GuestListResponse = {
  ok: true,
  invitados: [],
  totales: { si: 0, no: 0, ninos: 0, adultos: 0 },
  personas: 60,
  invitacion: true,
};

function clientWith(page: InvitationDto) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.invitations.ofEvent(EVENT), page);
  client.setQueryData(queryKeys.invitations.guests(EVENT), guests);
  return client;
}

const stopped = { ...invitation, recibeRespuestas: false };
/** The API: the stop, then the page and the guests read again. */
let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT')
      return Response.json({
        ok: true,
        msg: 'Ya no recibes respuestas; los invitados siguen viendo la invitación',
        invitacion: stopped,
      });
    if (url.endsWith('/invitados')) return Response.json(guests);
    return Response.json({ ok: true, invitacion: stopped });
  });
  window.fetch = fetchSpy as unknown as typeof fetch;
});
const puts = () => fetchSpy.mock.calls.filter(([, init]) => (init as RequestInit)?.method === 'PUT');
afterEach(() => vi.restoreAllMocks());

describe("the family's invitation: stopping the answers", { timeout: 20_000 }, () => {
  it("is named for what it does, sits apart from the sharing buttons, and asks before it's done", async () => {
    const { user } = renderWithProviders(<PartyPanel eventId={EVENT} />, { client: clientWith(invitation) });
    expect(screen.queryByRole('button', { name: 'Cerrar invitación' })).toBeNull();
    const share = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    const stop = screen.getByRole('button', { name: 'Dejar de recibir respuestas' });
    // in a section of its own after the guests, not in the row of the page's buttons
    expect(share.parentElement?.contains(stop)).toBe(false);
    const section = screen.getByRole('region', { name: 'Respuestas' });
    expect(within(section).getByText('Los invitados pueden confirmar hasta el 10/05/2030.')).toBeTruthy();

    await user.click(stop);
    const ask = screen.getByRole('group', { name: '¿Dejar de recibir respuestas?' });
    expect(ask.textContent).toContain('seguirán viendo la invitación');
    expect(document.activeElement?.textContent).toBe('¿Dejar de recibir respuestas?');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(puts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Dejar de recibir respuestas' }));
    const again = screen.getByRole('group', { name: '¿Dejar de recibir respuestas?' });
    await user.click(within(again).getByRole('button', { name: 'Dejar de recibir respuestas' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0] as [string, RequestInit];
    expect(url).toBe(`/api/event/${EVENT}/invitacion/respuestas`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ abiertas: false });
    expect(
      await screen.findByText('Ya no recibes respuestas; los invitados siguen viendo la invitación'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Volver a recibir respuestas' })).toBeTruthy();
  });

  it('once stopped, says so and offers to take answers again', () => {
    renderWithProviders(<PartyPanel eventId={EVENT} />, {
      client: clientWith({ ...invitation, recibeRespuestas: false }),
    });
    expect(
      screen.getByText(
        'Ya no recibes respuestas: los invitados ven la invitación, pero no pueden confirmar.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a recibir respuestas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dejar de recibir respuestas' })).toBeNull();
  });
});
