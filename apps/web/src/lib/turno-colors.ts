// The colour of each turno on the staff screens (the calendar, the occupancy report): by the turno's place in
// the day, so a branch's own turnos ('Mañana', 'Mediodía', 'Tarde') get one as the chain's two do
// (docs/product.md, "Salones and turnos"); the order of the day: turnosInDayOrder.

/** Mantine colours in the order of the day: the first turno orange and the second indigo, as Matutino and Vespertino always were. */
export const TURNO_PALETTE = ['orange', 'indigo', 'teal', 'grape', 'lime', 'cyan', 'pink', 'yellow'] as const;

/** The colour of a turno by its position among `turnos` (the palette starts again after its last colour). */
export function turnoColor(turnos: readonly string[], turno: string): string {
  const i = turnos.indexOf(turno);
  return i < 0 ? 'gray' : TURNO_PALETTE[i % TURNO_PALETTE.length];
}
