import type { EventDto } from '@salones/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DateChangeModal } from './date-change-modal.tsx';

// Only the fields the form reads: a Saturday party in Mediodía, its hours written by staff
const event = {
  uid: 'e1',
  fecha: '2031-05-10',
  turno: 'Mediodía',
  entrada: '13:15',
  salida: '16:15',
  lugar: { uid: 'l1', _id: 'l1', sucursal: 'Coyoacán', lugarname: '', direccion: '', phone: '' },
} as EventDto;

/** A query client that already holds the branch's schedule (three turnos on Saturday) and its one salón. */
function clientWithSchedule() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.salones.turnos('l1'), {
    ok: true,
    turnos: [
      { nombre: 'Mañana', inicio: '09:00', fin: '12:00', dias: [6] },
      { nombre: 'Mediodía', inicio: '13:00', fin: '16:00', dias: [6] },
      { nombre: 'Tarde', inicio: '17:00', fin: '21:00', dias: [6] },
    ],
    limpiezaMin: 60,
    predeterminado: false,
  });
  client.setQueryData(queryKeys.salones.active('l1'), [
    { uid: 's1', nombre: 'Salón principal', capacidadMin: 50, capacidadMax: 150 },
  ]);
  return client;
}

// a modal of Mantine inputs is slow in jsdom on a busy machine
describe("'Cambiar fecha'", { timeout: 20_000 }, () => {
  it("starts from the party's hours; another turno brings its hours from the schedule, and hours typed here stay", async () => {
    const { user } = renderWithProviders(<DateChangeModal opened event={event} onClose={() => {}} />, {
      client: clientWithSchedule(),
    });
    const entrada = screen.getByRole('textbox', { name: 'Hora de entrada' }) as HTMLInputElement;
    const salida = screen.getByRole('textbox', { name: 'Hora de salida' }) as HTMLInputElement;
    expect([entrada.value, salida.value]).toEqual(['13:15', '16:15']);
    await user.click(screen.getByRole('combobox', { name: 'Turno' }));
    await user.click(screen.getByRole('option', { name: 'Tarde' }));
    expect([entrada.value, salida.value]).toEqual(['17:00', '21:00']);
    await user.clear(entrada);
    await user.type(entrada, '1730');
    await user.tab();
    expect([entrada.value, salida.value]).toEqual(['17:30', '21:00']);
    // the entrada typed here stays; the salida Tarde brought follows Mañana
    await user.click(screen.getByRole('combobox', { name: 'Turno' }));
    await user.click(screen.getByRole('option', { name: 'Mañana' }));
    expect([entrada.value, salida.value]).toEqual(['17:30', '12:00']);
  });
});
