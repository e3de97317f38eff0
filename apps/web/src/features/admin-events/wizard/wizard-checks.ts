// The wizard checks as it goes — which required fields each step still lacks, so a step with one
// missing is not shown as done and 'Crear evento' can point at every missing field (not only a toast).
import { isAfterToday } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { toCentavos } from '@salones/shared/money';
import { MIN_ABONO_CENTAVOS } from '@salones/shared/pricing';
import { numberOrNull, type WizardValues } from './wizard-values.ts';

export const FIELD_REQUIRED = 'Este dato es obligatorio';

/** The required fields, by step, with the label each has on screen. */
export const REQUIRED_FIELDS = [
  {
    step: 0,
    fields: {
      name: 'Nombre del evento',
      lugar: 'Sucursal',
      fecha: 'Fecha del evento',
      turno: 'Turno',
      paquete: 'Paquete',
      personas: 'Número de personas',
    },
  },
  { step: 3, fields: { abono: 'Cantidad del abono' } },
] as const satisfies readonly { step: number; fields: Partial<Record<keyof WizardValues, string>> }[];

export interface MissingField {
  field: keyof WizardValues;
  label: string;
  step: number;
  /** what the field says under it */
  error: string;
}

/** Every required field still empty or wrong, in the order of the steps. */
export function missingFields(values: WizardValues): MissingField[] {
  const problemOf = (field: keyof WizardValues): string | null => {
    if (field === 'fecha') {
      if (!values.fecha) return FIELD_REQUIRED;
      return isAfterToday(values.fecha) ? null : MSG.dateNotAfterToday;
    }
    if (field === 'personas') return (numberOrNull(values.personas) ?? 0) > 0 ? null : FIELD_REQUIRED;
    if (field === 'abono') {
      const abono = numberOrNull(values.abono) ?? 0;
      return toCentavos(abono) >= MIN_ABONO_CENTAVOS ? null : MSG.abonoMinTotal;
    }
    const value = values[field];
    return typeof value === 'string' ? (value.trim() ? null : FIELD_REQUIRED) : value ? null : FIELD_REQUIRED;
  };
  return REQUIRED_FIELDS.flatMap(({ step, fields }) =>
    (Object.entries(fields) as [keyof WizardValues, string][]).flatMap(([field, label]) => {
      const error = problemOf(field);
      return error ? [{ field, label, step, error }] : [];
    }),
  );
}

/**
 * The first problem 'Crear evento' reports, in the server's order (docs/product.md#5-validation-rules): date,
 * mandatory fields, abono.
 */
export function firstProblem(missing: readonly MissingField[]): string | null {
  if (missing.some((m) => m.field === 'fecha' && m.error === MSG.dateNotAfterToday))
    return MSG.dateNotAfterToday;
  if (missing.some((m) => m.step === 0)) return MSG.eventMandatory;
  if (missing.length) return MSG.abonoMinTotal;
  return null;
}
