import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AvailabilityCalendar, type DayAvailability, type PickedSlot } from './availability-calendar.tsx';

// March 2030: the 1st is a Friday. Days before the 10th are closed (as if today were the 9th).
const days: Record<string, DayAvailability> = {};
for (let d = 1; d <= 31; d++) {
  const fecha = `2030-03-${String(d).padStart(2, '0')}`;
  days[fecha] = { fecha, Matutino: 'libre', Vespertino: d === 16 ? 'ocupado' : 'libre' };
}

/** The focused button's name (its label), or cell's: its text without the aria-hidden faces (name from content). */
function nameOfFocused() {
  const label = document.activeElement?.getAttribute('aria-label');
  if (label) return label;
  const copy = document.activeElement?.cloneNode(true) as HTMLElement | undefined;
  for (const hidden of copy?.querySelectorAll('[aria-hidden]') ?? []) hidden.remove();
  return copy?.textContent;
}

function Harness(props: {
  onPick?: (slot: PickedSlot) => void;
  initialPicked?: PickedSlot;
  days?: Record<string, DayAvailability>;
  /** the month still loading */
  loading?: boolean;
}) {
  const [month, setMonth] = useState('2030-03');
  const [picked, setPicked] = useState<PickedSlot | null>(props.initialPicked ?? null);
  return (
    <AvailabilityCalendar
      label="Disponibilidad de Sucursal Centro"
      idBase="calendario"
      month={month}
      onMonthChange={setMonth}
      firstDay="2030-03-10"
      lastDay="2031-03-31"
      days={month === '2030-03' && !props.loading ? (props.days ?? days) : undefined}
      onPick={
        props.onPick &&
        ((slot) => {
          setPicked(slot);
          props.onPick?.(slot);
        })
      }
      picked={picked}
    />
  );
}

describe('AvailabilityCalendar', { timeout: 15_000 }, () => {
  it('is a grid named after the branch and month, each day saying both turnos', () => {
    renderWithProviders(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Disponibilidad de Sucursal Centro, Marzo de 2030' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    const saturday = within(grid).getByRole('gridcell', {
      name: 'sábado, 16 de marzo de 2030. Matutino: Libre. Vespertino: Ocupado',
    });
    expect(saturday.getAttribute('aria-disabled')).toBeNull();
    const past = within(grid).getByRole('gridcell', { name: 'martes, 5 de marzo de 2030: No disponible' });
    expect(past.getAttribute('aria-disabled')).toBe('true');
  });

  it("draws each turno's face and each day's number with the CSS, on the turno and the day themselves", () => {
    renderWithProviders(<Harness onPick={() => {}} />);
    const grid = screen.getByRole('grid');
    const faces = (fecha: string) =>
      [...grid.querySelectorAll<HTMLElement>(`[data-key^="${fecha}"]`)].map((turno) => ({
        letter: turno.dataset.letter,
        abbr: turno.dataset.abbr,
        state: turno.dataset.state,
        // the button's name says it all; nothing inside it to read twice, nor to lay out
        name: turno.getAttribute('aria-label'),
        children: turno.childNodes.length,
      }));
    expect(faces('2030-03-16')).toEqual([
      {
        letter: 'M',
        abbr: 'Mat.',
        state: 'Libre',
        name: 'Matutino, sábado, 16 de marzo de 2030: Libre',
        children: 0,
      },
      {
        letter: 'V',
        abbr: 'Vesp.',
        state: 'Ocupado',
        name: 'Vespertino, sábado, 16 de marzo de 2030: Ocupado',
        children: 0,
      },
    ]);
    const saturday = grid.querySelector('[data-key^="2030-03-16"]')!.closest('td')!;
    expect(saturday.dataset.day).toBe('16');
    // a day that cannot be asked for has no turnos: no bare 'M'/'V'
    expect(faces('2030-03-05')).toEqual([]);
  });

  it("a day that cannot be asked for is named 'No disponible', with nothing to press, and the legend says so", () => {
    renderWithProviders(<Harness onPick={() => {}} />);
    const grid = screen.getByRole('grid');
    const past = within(grid).getByRole('gridcell', { name: 'martes, 5 de marzo de 2030: No disponible' });
    expect(past.getAttribute('aria-disabled')).toBe('true');
    expect(within(past).queryAllByRole('button')).toEqual([]);
    expect(past.querySelector('[data-letter]')).toBeNull();
    expect(within(screen.getByTestId('calendar-legend')).getByText('No disponible')).toBeTruthy();
  });

  it("no 'No disponible' in the legend of a month whose days can all be asked for", async () => {
    const { user } = renderWithProviders(<Harness onPick={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByRole('grid', { name: /Abril de 2030/ })).toBeTruthy();
    expect(screen.getByTestId('calendar-legend').textContent).not.toContain('No disponible');
  });

  it('has one tab stop and moves by day, week and month with the keyboard', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.tab(); // 'Mes anterior' is disabled in the first month: 'Mes siguiente', then the grid
    await user.tab();
    expect(nameOfFocused()).toMatch(/^domingo, 10 de marzo de 2030\./);
    await user.keyboard('{ArrowRight}');
    expect(nameOfFocused()).toMatch(/^lunes, 11 de marzo/);
    await user.keyboard('{ArrowDown}');
    expect(nameOfFocused()).toMatch(/^lunes, 18 de marzo/);
    await user.keyboard('{End}');
    expect(nameOfFocused()).toMatch(/^sábado, 23 de marzo/);
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: /Abril de 2030/ })).toBeTruthy();
    expect(nameOfFocused()).toMatch(/^martes, 23 de abril de 2030\. Matutino: Cargando/);
    await user.keyboard('{PageUp}{PageUp}');
    // never before the first offered month
    expect(screen.getByRole('grid', { name: /Marzo de 2030/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mes anterior' }).hasAttribute('disabled')).toBe(true);
  });

  it('picks a free turno with a click or the keyboard, and refuses taken ones', async () => {
    const onPick = vi.fn();
    const { user } = renderWithProviders(<Harness onPick={onPick} />);
    await user.click(
      screen.getByRole('button', { name: 'Vespertino, sábado, 16 de marzo de 2030: Ocupado' }),
    );
    expect(onPick).not.toHaveBeenCalled();
    const morning = screen.getByRole('button', { name: 'Matutino, sábado, 16 de marzo de 2030: Libre' });
    await user.click(morning);
    expect(onPick).toHaveBeenLastCalledWith({ fecha: '2030-03-16', turno: 'Matutino' });
    expect(morning.getAttribute('aria-pressed')).toBe('true');
    // Right from Matutino is the same day's Vespertino (taken), then the next day's Matutino
    await user.keyboard('{ArrowRight}');
    expect(nameOfFocused()).toBe('Vespertino, sábado, 16 de marzo de 2030: Ocupado');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith({ fecha: '2030-03-17', turno: 'Matutino' });
    expect(morning.getAttribute('aria-pressed')).toBe('false');
  });

  it('picking, the keys stop at the first day that can be asked for', async () => {
    const { user } = renderWithProviders(<Harness onPick={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Vespertino, lunes, 11 de marzo de 2030: Libre' }));
    await user.keyboard('{ArrowUp}');
    expect(nameOfFocused()).toBe('Matutino, domingo, 10 de marzo de 2030: Libre');
    await user.keyboard('{ArrowLeft}{Home}{PageUp}');
    expect(nameOfFocused()).toBe('Matutino, domingo, 10 de marzo de 2030: Libre');
  });

  it('a turno pressed while the month loads is picked once it is there, only if it is free', async () => {
    const onPick = vi.fn();
    // markup only: no providers needed, and the same tree re-rendered keeps its state
    const user = userEvent.setup();
    const { rerender } = render(<Harness onPick={onPick} loading />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    await user.click(
      screen.getByRole('button', { name: 'Vespertino, sábado, 16 de marzo de 2030: Cargando' }),
    );
    expect(onPick).not.toHaveBeenCalled();
    rerender(<Harness onPick={onPick} />);
    // the 16th's afternoon turns out taken: nothing is picked
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('false');
    expect(onPick).not.toHaveBeenCalled();

    rerender(<Harness onPick={onPick} loading />);
    await user.click(screen.getByRole('button', { name: 'Matutino, sábado, 16 de marzo de 2030: Cargando' }));
    rerender(<Harness onPick={onPick} />);
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ fecha: '2030-03-16', turno: 'Matutino' });
    expect(
      screen
        .getByRole('button', { name: 'Matutino, sábado, 16 de marzo de 2030: Libre' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

// The Saturdays cost more ('Fin de semana'), and the 16th also falls in a season.
const surcharged: Record<string, DayAvailability> = Object.fromEntries(
  Object.entries(days).map(([fecha, day]) => {
    const saturday = new Date(`${fecha}T00:00:00Z`).getUTCDay() === 6;
    const recargos = [
      ...(saturday ? ['Fin de semana'] : []),
      ...(fecha === '2030-03-16' ? ['Temporada alta'] : []),
    ];
    return [fecha, recargos.length ? { ...day, recargos } : day];
  }),
);

describe('AvailabilityCalendar: the days that cost more', { timeout: 15_000 }, () => {
  it('a day that costs more says which rules in its name, shows a mark, and the legend explains it', () => {
    renderWithProviders(<Harness days={surcharged} />);
    const grid = screen.getByRole('grid', { name: /Marzo de 2030/ });
    expect(
      within(grid).getByRole('gridcell', {
        name: 'sábado, 16 de marzo de 2030. Matutino: Libre. Vespertino: Ocupado. Precio más alto: Fin de semana, Temporada alta',
      }),
    ).toBeTruthy();
    const saturday = within(grid).getByRole('gridcell', { name: /^sábado, 23 de marzo de 2030\./ });
    expect(saturday.textContent).toContain('+');
    expect(saturday.querySelector('[title="Precio más alto: Fin de semana"]')).toBeTruthy();
    // a weekday: no mark; a Saturday before the first day that can be asked for: no mark either
    const friday = within(grid).getByRole('gridcell', {
      name: 'viernes, 15 de marzo de 2030. Matutino: Libre. Vespertino: Libre',
    });
    expect(friday.textContent).not.toContain('+');
    const pastSaturday = within(grid).getByRole('gridcell', {
      name: 'sábado, 2 de marzo de 2030: No disponible',
    });
    expect(pastSaturday.textContent).not.toContain('+');
    expect(within(screen.getByTestId('calendar-legend')).getByText('Precio más alto')).toBeTruthy();
  });

  it('no legend entry when no day of the month costs more', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('calendar-legend').textContent).not.toContain('Precio más alto');
    expect(screen.queryByRole('img', { name: /Precio más alto/ })).toBeNull();
  });

  it('picking: the mark is named after the rules and describes that day’s turno buttons', () => {
    renderWithProviders(<Harness days={surcharged} onPick={vi.fn()} />);
    // the 23rd and 30th (the 2nd and 9th cannot be asked for)
    expect(screen.getAllByRole('img', { name: 'Precio más alto: Fin de semana' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Precio más alto: Fin de semana, Temporada alta' })).toBeTruthy();
    // the button's name is unchanged (the date and its state); the price is its description
    expect(
      screen.getByRole('button', {
        name: 'Vespertino, sábado, 23 de marzo de 2030: Libre',
        description: 'Precio más alto: Fin de semana',
      }),
    ).toBeTruthy();
    const weekday = screen.getByRole('button', { name: 'Vespertino, viernes, 22 de marzo de 2030: Libre' });
    expect(weekday.getAttribute('aria-describedby')).toBeNull();
  });

  it("draws each day's own turnos — one, two or three — and the keys step through them", async () => {
    const turno = (nombre: string, estado: 'libre' | 'ocupado', libres = 1) => ({
      nombre,
      inicio: '10:00',
      fin: '14:00',
      estado,
      libres,
    });
    const own: Record<string, DayAvailability> = { ...days };
    own['2030-03-16'] = {
      fecha: '2030-03-16',
      Matutino: 'libre',
      Vespertino: 'ocupado',
      turnos: [turno('Matutino', 'libre', 2), turno('Vespertino', 'ocupado', 0), turno('Nocturno', 'libre')],
    };
    own['2030-03-18'] = { fecha: '2030-03-18', Matutino: 'libre', turnos: [turno('Matutino', 'libre')] };
    own['2030-03-17'] = {
      fecha: '2030-03-17',
      Matutino: 'libre',
      Vespertino: 'libre',
      turnos: [turno('Matutino', 'libre'), turno('Vespertino', 'libre')],
    };
    const onPick = vi.fn();
    const { user } = renderWithProviders(<Harness onPick={onPick} days={own} />);
    const saturday = screen.getByRole('button', { name: 'Vespertino, sábado, 16 de marzo de 2030: Ocupado' });
    const cell = saturday.closest('td') as HTMLElement;
    expect(within(cell).getAllByRole('button')).toHaveLength(3);
    const monday = screen.getByRole('button', { name: 'Matutino, lunes, 18 de marzo de 2030: Libre' });
    expect(within(monday.closest('td') as HTMLElement).getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Nocturno, sábado, 16 de marzo de 2030: Libre' }));
    expect(onPick).toHaveBeenLastCalledWith({ fecha: '2030-03-16', turno: 'Nocturno' });
    // Left from Nocturno is the same day's Vespertino; Right from it, the next day's Matutino
    await user.keyboard('{ArrowLeft}');
    expect(nameOfFocused()).toBe('Vespertino, sábado, 16 de marzo de 2030: Ocupado');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(nameOfFocused()).toBe('Matutino, domingo, 17 de marzo de 2030: Libre');
    // the phone's key to the letters names the month's turnos
    expect(screen.getByText('M: Matutino · V: Vespertino · No: Nocturno')).toBeTruthy();
  });
});
