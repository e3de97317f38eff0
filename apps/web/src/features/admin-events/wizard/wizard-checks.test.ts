import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED, firstProblem, missingFields } from './wizard-checks.ts';
import { initialWizardValues, type WizardValues } from './wizard-values.ts';

const complete = (): WizardValues => ({
  ...initialWizardValues(),
  name: 'Cumpleaños',
  lugar: 'p1',
  fecha: addDays(todayInMexicoCity(), 30),
  turno: 'Matutino',
  paquete: 'k1',
  personas: 80,
  abono: 500,
});

describe('wizard checks', () => {
  it('a complete wizard misses nothing', () => {
    expect(missingFields(complete())).toEqual([]);
    expect(firstProblem([])).toBeNull();
  });

  it('an empty wizard misses every required field of step 1, and the abono of step 4', () => {
    const missing = missingFields(initialWizardValues());
    expect(missing.map((m) => [m.step, m.field])).toEqual([
      [0, 'name'],
      [0, 'lugar'],
      [0, 'fecha'],
      [0, 'turno'],
      [0, 'paquete'],
      [0, 'personas'],
      [3, 'abono'],
    ]);
    expect(missing[0].error).toBe(FIELD_REQUIRED);
    expect(missing.at(-1)!.error).toBe(MSG.abonoMinTotal);
    expect(firstProblem(missing)).toBe(MSG.eventMandatory);
  });

  it('blank text, zero people and a small abono count as missing; the date rule comes first', () => {
    const values = { ...complete(), name: '   ', personas: 0, abono: 499.99, fecha: todayInMexicoCity() };
    const missing = missingFields(values);
    expect(missing.map((m) => m.field)).toEqual(['name', 'fecha', 'personas', 'abono']);
    expect(missing.find((m) => m.field === 'fecha')!.error).toBe(MSG.dateNotAfterToday);
    expect(firstProblem(missing)).toBe(MSG.dateNotAfterToday);
    expect(firstProblem(missingFields({ ...complete(), abono: '' }))).toBe(MSG.abonoMinTotal);
  });
});
