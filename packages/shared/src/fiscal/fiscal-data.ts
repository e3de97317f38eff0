// A family's fiscal data ('Datos de facturación'), as CFDI 4.0 needs its receiver: checked here — by the
// account's form and by the API — before any call to the PAC, with a Spanish message per field. The RFC's shape,
// date and check digit come from `validate-rfc`; the régimen and use from SAT's catalogs (sat-catalogs.ts).
import validateRfc from 'validate-rfc';
import { z } from 'zod';
import { contactEmailError } from '../contact-rules.ts';
import { MSG } from '../messages.ts';
import { type Persona, regimenOf, usoOf } from './sat-catalogs.ts';

export const FISCAL_MSG = {
  rfcRequired: 'Escribe tu RFC',
  rfcInvalid: 'El RFC no es válido: escríbelo como aparece en tu Constancia de Situación Fiscal',
  rfcCheckDigit: 'El RFC no es válido: su último carácter (el dígito verificador) no corresponde',
  rfcGeneric:
    'Ese es un RFC genérico (público en general o extranjero): escribe el de tu Constancia de Situación Fiscal',
  nameRequired: 'Escribe tu nombre o razón social como aparece en tu Constancia de Situación Fiscal',
  nameTooLong: 'El nombre o razón social es demasiado largo',
  nameWithCapitalRegime:
    'Escribe la razón social sin el régimen de capital (por ejemplo, sin "S.A. de C.V.")',
  regimenRequired: 'Elige tu régimen fiscal',
  regimenUnknown: 'Elige un régimen fiscal del catálogo del SAT',
  regimenNotForFisica: 'Ese régimen fiscal no es de una persona física (tu RFC es de 13 caracteres)',
  regimenNotForMoral: 'Ese régimen fiscal no es de una persona moral (tu RFC es de 12 caracteres)',
  usoRequired: 'Elige el uso del CFDI',
  usoUnknown: 'Elige un uso de CFDI del catálogo del SAT',
  usoNotForRegimen: (uso: string, regimen: string) =>
    `El uso de CFDI ${uso} no se permite con el régimen fiscal ${regimen}`,
  postalCodeInvalid: 'El código postal debe tener 5 dígitos',
  saved: 'Tus datos de facturación se guardaron',
  onlyOwner: 'Solo la persona titular de la cuenta puede cambiar sus datos de facturación',
  /** the PAC's own reason (the data do not match SAT's records) */
  satRefused: (reason: string) => `El SAT no reconoce estos datos: ${reason}`,
  pacUnavailable:
    'No pudimos validar tus datos con el SAT en este momento. Intenta de nuevo en unos minutos; no se guardó nada.',
} as const;

/** What the API answers of an account's fiscal data (null: none yet). */
export const FiscalDataDtoSchema = z.object({
  rfc: z.string(),
  razonSocial: z.string(),
  regimenFiscal: z.string(),
  codigoPostal: z.string(),
  usoCfdi: z.string(),
  email: z.string(),
  /** ISO date-time of the last change */
  actualizado: z.string(),
});
export type FiscalDataDto = z.infer<typeof FiscalDataDtoSchema>;

/** The longest receiver's name SAT's CFDI 4.0 takes (Nombre, 254 characters). */
export const FISCAL_NAME_MAX = 254;

export interface FiscalData {
  rfc: string;
  razonSocial: string;
  regimenFiscal: string;
  codigoPostal: string;
  usoCfdi: string;
  email: string;
}
export type FiscalDataErrors = Partial<Record<keyof FiscalData, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The RFC as SAT writes it: capitals, no spaces or dashes. */
export const normalRfc = (value: unknown) =>
  text(value)
    .toUpperCase()
    .replace(/[^0-9A-ZÑ&]/g, '');

/** 13 characters: a persona física; 12: a persona moral (a company). */
export const personaOf = (rfc: string): Persona => (rfc.length === 13 ? 'fisica' : 'moral');

/** The name as the Constancia writes it: spaces collapsed (the PAC compares it with SAT's record). */
export const normalName = (value: unknown) => text(value).replace(/\s+/g, ' ');

/**
 * A company's régimen de capital at the end of its name ('S.A. de C.V.', 'S. de R.L. de C.V.', 'S.C.', 'A.C.',
 * 'S.A.P.I. de C.V.'): CFDI 4.0 wants the name without it.
 */
const CAPITAL_REGIME =
  /[\s,]+(?:S\.?\s?A\.?(?:\s?P\.?\s?I\.?|\s?B\.?)?(?:\s+DE\s+C\.?\s?V\.?)?|S\.?\s+DE\s+R\.?\s?L\.?(?:\s+(?:DE\s+)?(?:C\.?\s?V\.?|M\.?\s?I\.?))?|S\.?\s?C\.?|A\.?\s?C\.?|S\.?\s?A\.?\s?S\.?)$/i;

export function rfcError(value: unknown): string | undefined {
  const rfc = normalRfc(value);
  if (!rfc) return FISCAL_MSG.rfcRequired;
  const read = validateRfc(rfc);
  if (read.isValid)
    return read.type === 'generic' || read.type === 'foreign' ? FISCAL_MSG.rfcGeneric : undefined;
  const errors = read.errors ?? [];
  return errors.length === 1 && errors[0] === 'INVALID_VERIFICATION_DIGIT'
    ? FISCAL_MSG.rfcCheckDigit
    : FISCAL_MSG.rfcInvalid;
}

/** Each field's message; none when the data can go to the PAC. */
export function fiscalDataErrors(values: Partial<Record<keyof FiscalData, unknown>>): FiscalDataErrors {
  const errors: FiscalDataErrors = {};
  const rfcMessage = rfcError(values.rfc);
  if (rfcMessage) errors.rfc = rfcMessage;
  const persona = rfcMessage ? null : personaOf(normalRfc(values.rfc));

  const name = normalName(values.razonSocial);
  if (!name) errors.razonSocial = FISCAL_MSG.nameRequired;
  else if (name.length > FISCAL_NAME_MAX) errors.razonSocial = FISCAL_MSG.nameTooLong;
  else if (persona === 'moral' && CAPITAL_REGIME.test(name))
    errors.razonSocial = FISCAL_MSG.nameWithCapitalRegime;

  const regimenClave = text(values.regimenFiscal);
  const regimen = regimenOf(regimenClave);
  if (!regimenClave) errors.regimenFiscal = FISCAL_MSG.regimenRequired;
  else if (!regimen) errors.regimenFiscal = FISCAL_MSG.regimenUnknown;
  else if (persona && !regimen[persona])
    errors.regimenFiscal =
      persona === 'fisica' ? FISCAL_MSG.regimenNotForFisica : FISCAL_MSG.regimenNotForMoral;

  const usoClave = text(values.usoCfdi).toUpperCase();
  const uso = usoOf(usoClave);
  if (!usoClave) errors.usoCfdi = FISCAL_MSG.usoRequired;
  else if (!uso) errors.usoCfdi = FISCAL_MSG.usoUnknown;
  else if (regimen && !uso.regimenes.includes(regimen.clave))
    errors.usoCfdi = FISCAL_MSG.usoNotForRegimen(uso.clave, regimen.clave);

  if (!/^\d{5}$/.test(text(values.codigoPostal))) errors.codigoPostal = FISCAL_MSG.postalCodeInvalid;

  const emailMessage = contactEmailError(values.email);
  if (emailMessage) errors.email = emailMessage;
  return errors;
}

const FIELDS: (keyof FiscalData)[] = [
  'rfc',
  'razonSocial',
  'regimenFiscal',
  'codigoPostal',
  'usoCfdi',
  'email',
];

/**
 * `PUT /api/usuarios/{id}/datos-fiscales`' body: every rule of fiscalDataErrors (the first failing field's message
 * is the answer's `msg`), normalised as SAT writes it.
 */
export const FiscalDataSchema = z
  .object({
    rfc: z
      .string({ error: FISCAL_MSG.rfcRequired })
      .meta({ description: '12 (persona moral) o 13 (física)' }),
    razonSocial: z
      .string({ error: FISCAL_MSG.nameRequired })
      .meta({ description: 'sin el régimen de capital' }),
    regimenFiscal: z.string({ error: FISCAL_MSG.regimenRequired }).meta({ description: 'c_RegimenFiscal' }),
    codigoPostal: z.string({ error: FISCAL_MSG.postalCodeInvalid }),
    usoCfdi: z.string({ error: FISCAL_MSG.usoRequired }).meta({ description: 'c_UsoCFDI' }),
    email: z.string({ error: MSG.emailRequired }).meta({ description: 'a donde llegan las facturas' }),
  })
  .superRefine((values, ctx) => {
    const errors = fiscalDataErrors(values);
    for (const field of FIELDS) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  })
  .transform(
    (values): FiscalData => ({
      rfc: normalRfc(values.rfc),
      razonSocial: normalName(values.razonSocial),
      regimenFiscal: text(values.regimenFiscal),
      codigoPostal: text(values.codigoPostal),
      usoCfdi: text(values.usoCfdi).toUpperCase(),
      email: text(values.email).toLowerCase(),
    }),
  );
