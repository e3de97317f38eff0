import { describe, expect, it } from 'vitest';
import { TURNO_PALETTE, turnoColor } from './turno-colors.ts';

describe('turno colours', () => {
  it('gives each turno the colour of its place in the day, the chain’s two as always', () => {
    expect(turnoColor(['Matutino', 'Vespertino'], 'Matutino')).toBe('orange');
    expect(turnoColor(['Matutino', 'Vespertino'], 'Vespertino')).toBe('indigo');
    const three = ['Mañana', 'Mediodía', 'Tarde'];
    expect(new Set(three.map((t) => turnoColor(three, t))).size).toBe(3);
    expect(turnoColor(three, 'Nocturno')).toBe('gray');
    const many = Array.from({ length: TURNO_PALETTE.length + 1 }, (_, i) => `T${i}`);
    expect(turnoColor(many, `T${TURNO_PALETTE.length}`)).toBe(TURNO_PALETTE[0]);
  });
});
