import { DEFAULT_TURNO_SCHEDULE, TURNO_MSG } from '@salones/shared/turnos';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { setWindowWidth } from '../../../test/window-width.ts';
import { TurnosEditor } from './turnos-editor.tsx';

describe('TurnosEditor (/admin/salones/{id})', { timeout: 30_000 }, () => {
  it('checks the schedule with the API’s rules before sending it, and sends a Saturday with three turnos', async () => {
    setWindowWidth(1280);
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <TurnosEditor
        schedule={{ ok: true, ...DEFAULT_TURNO_SCHEDULE, predeterminado: true }}
        saving={false}
        onSave={onSave}
      />,
    );
    expect(screen.getByText(/La sucursal usa los turnos de la cadena/)).toBeTruthy();
    const vespertino = screen.getByRole('group', { name: 'Turno 2' });
    const inicio = within(vespertino).getByRole('textbox', { name: 'Empieza' });
    await user.clear(inicio);
    await user.type(inicio, '15:30');
    await user.click(screen.getByRole('button', { name: 'Guardar turnos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      TURNO_MSG.overlap('Matutino', 'Vespertino', 0, 60),
    );
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(inicio);
    await user.type(inicio, '16:00');
    await user.click(screen.getByRole('button', { name: 'Agregar turno' }));
    const nocturno = screen.getByRole('group', { name: 'Turno 3' });
    await user.type(within(nocturno).getByRole('textbox', { name: 'Nombre' }), 'Nocturno');
    await user.type(within(nocturno).getByRole('textbox', { name: 'Empieza' }), '22:00');
    await user.type(within(nocturno).getByRole('textbox', { name: 'Termina' }), '23:30');
    await user.click(screen.getByRole('button', { name: 'Guardar turnos' }));
    expect(await screen.findByText(TURNO_MSG.diasRequired('Nocturno'))).toBeTruthy();
    await user.click(
      within(screen.getByRole('group', { name: 'Días del turno Nocturno' })).getByRole('checkbox', {
        name: 'Sáb',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar turnos' }));
    expect(onSave).toHaveBeenCalledWith({
      turnos: [
        ...DEFAULT_TURNO_SCHEDULE.turnos,
        { nombre: 'Nocturno', inicio: '22:00', fin: '23:30', dias: [6] },
      ],
      limpiezaMin: 60,
    });
  });
});
