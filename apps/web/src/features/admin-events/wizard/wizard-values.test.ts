import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { describe, expect, it } from 'vitest';
import { wizardValuesFromRequest } from './wizard-values.ts';

const request = {
  uid: 'r1',
  lugar: { uid: 'l1', sucursal: 'Coyoacán' },
  fecha: '2027-02-13',
  turno: 'Vespertino',
  paquete: { uid: 'p1', name: 'Paquete Fiesta' },
  personas: 80,
  comentarios: 'Piñata de unicornio',
  festejado: 'Sofía',
  edad: 6,
} as unknown as BookingRequestDto;

describe("'Convertir en evento' starts from the request", () => {
  it('names the party after the child the family named, with the turno’s usual hours', () => {
    expect(wizardValuesFromRequest(request)).toMatchObject({
      name: 'Fiesta de Sofía (6 años)',
      entrada: '16:00',
      salida: '21:00',
      lugar: 'l1',
      fecha: '2027-02-13',
      turno: 'Vespertino',
      paquete: 'p1',
      personas: 80,
    });
  });

  it('leaves the name to staff when the request named nobody (an older client)', () => {
    expect(wizardValuesFromRequest({ ...request, festejado: '', edad: null }).name).toBe('');
  });

  it("takes the hours of a branch's own turno from its schedule", () => {
    const schedule = {
      turnos: [{ nombre: 'Mediodía', inicio: '13:00', fin: '16:30', dias: [6] }],
      limpiezaMin: 60,
    };
    expect(wizardValuesFromRequest({ ...request, turno: 'Mediodía' }, schedule)).toMatchObject({
      turno: 'Mediodía',
      entrada: '13:00',
      salida: '16:30',
    });
  });
});
