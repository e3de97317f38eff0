// SAT's catalogs for a CFDI 4.0 receiver (Anexo 20): c_RegimenFiscal with the kind of person each applies to,
// and c_UsoCFDI with the receiver's régimenes each use is allowed for. The PAC refuses an invoice whose receiver
// breaks them; checking here first gives the family a Spanish message before any call. Only the columns the
// product reads are kept; an update of SAT's catalog changes this file alone.

export type Persona = 'fisica' | 'moral';

export interface RegimenFiscal {
  clave: string;
  descripcion: string;
  fisica: boolean;
  moral: boolean;
}

/** c_RegimenFiscal, the régimenes in force for CFDI 4.0 */
export const REGIMENES_FISCALES: readonly RegimenFiscal[] = [
  { clave: '601', descripcion: 'General de Ley Personas Morales', fisica: false, moral: true },
  { clave: '603', descripcion: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  {
    clave: '605',
    descripcion: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
    fisica: true,
    moral: false,
  },
  { clave: '606', descripcion: 'Arrendamiento', fisica: true, moral: false },
  { clave: '607', descripcion: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  { clave: '608', descripcion: 'Demás ingresos', fisica: true, moral: false },
  {
    clave: '610',
    descripcion: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    fisica: true,
    moral: true,
  },
  { clave: '611', descripcion: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  {
    clave: '612',
    descripcion: 'Personas Físicas con Actividades Empresariales y Profesionales',
    fisica: true,
    moral: false,
  },
  { clave: '614', descripcion: 'Ingresos por intereses', fisica: true, moral: false },
  {
    clave: '615',
    descripcion: 'Régimen de los ingresos por obtención de premios',
    fisica: true,
    moral: false,
  },
  { clave: '616', descripcion: 'Sin obligaciones fiscales', fisica: true, moral: false },
  {
    clave: '620',
    descripcion: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    fisica: false,
    moral: true,
  },
  { clave: '621', descripcion: 'Incorporación Fiscal', fisica: true, moral: false },
  {
    clave: '622',
    descripcion: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    fisica: false,
    moral: true,
  },
  { clave: '623', descripcion: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { clave: '624', descripcion: 'Coordinados', fisica: false, moral: true },
  {
    clave: '625',
    descripcion: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    fisica: true,
    moral: false,
  },
  { clave: '626', descripcion: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
];

/** The régimenes of a business receiver (the G and I uses): SAT's list for each of them. */
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
/** The régimenes of a person's personal deductions (the D uses). */
const PERSONAL_DEDUCTIONS = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
/** Every régimen a receiver may have: 'Sin efectos fiscales' and the payments' own use. */
const EVERY = [
  '601',
  '603',
  '605',
  '606',
  '608',
  '610',
  '611',
  '612',
  '614',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '607',
  '615',
  '625',
  '626',
];

export interface UsoCfdi {
  clave: string;
  descripcion: string;
  /** the receiver's régimenes it is allowed for */
  regimenes: readonly string[];
}

/** c_UsoCFDI for CFDI 4.0, with the receiver's régimenes each use is allowed for */
export const USOS_CFDI: readonly UsoCfdi[] = [
  { clave: 'G01', descripcion: 'Adquisición de mercancías', regimenes: BUSINESS },
  { clave: 'G02', descripcion: 'Devoluciones, descuentos o bonificaciones', regimenes: BUSINESS },
  { clave: 'G03', descripcion: 'Gastos en general', regimenes: BUSINESS },
  { clave: 'I01', descripcion: 'Construcciones', regimenes: BUSINESS },
  { clave: 'I02', descripcion: 'Mobiliario y equipo de oficina por inversiones', regimenes: BUSINESS },
  { clave: 'I03', descripcion: 'Equipo de transporte', regimenes: BUSINESS },
  { clave: 'I04', descripcion: 'Equipo de cómputo y accesorios', regimenes: BUSINESS },
  { clave: 'I05', descripcion: 'Dados, troqueles, moldes, matrices y herramental', regimenes: BUSINESS },
  { clave: 'I06', descripcion: 'Comunicaciones telefónicas', regimenes: BUSINESS },
  { clave: 'I07', descripcion: 'Comunicaciones satelitales', regimenes: BUSINESS },
  { clave: 'I08', descripcion: 'Otra maquinaria y equipo', regimenes: BUSINESS },
  {
    clave: 'D01',
    descripcion: 'Honorarios médicos, dentales y gastos hospitalarios',
    regimenes: PERSONAL_DEDUCTIONS,
  },
  {
    clave: 'D02',
    descripcion: 'Gastos médicos por incapacidad o discapacidad',
    regimenes: PERSONAL_DEDUCTIONS,
  },
  { clave: 'D03', descripcion: 'Gastos funerales', regimenes: PERSONAL_DEDUCTIONS },
  { clave: 'D04', descripcion: 'Donativos', regimenes: PERSONAL_DEDUCTIONS },
  {
    clave: 'D05',
    descripcion: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    regimenes: PERSONAL_DEDUCTIONS,
  },
  { clave: 'D06', descripcion: 'Aportaciones voluntarias al SAR', regimenes: PERSONAL_DEDUCTIONS },
  { clave: 'D07', descripcion: 'Primas por seguros de gastos médicos', regimenes: PERSONAL_DEDUCTIONS },
  {
    clave: 'D08',
    descripcion: 'Gastos de transportación escolar obligatoria',
    regimenes: PERSONAL_DEDUCTIONS,
  },
  {
    clave: 'D09',
    descripcion: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    regimenes: PERSONAL_DEDUCTIONS,
  },
  {
    clave: 'D10',
    descripcion: 'Pagos por servicios educativos (colegiaturas)',
    regimenes: PERSONAL_DEDUCTIONS,
  },
  { clave: 'S01', descripcion: 'Sin efectos fiscales', regimenes: EVERY },
  { clave: 'CP01', descripcion: 'Pagos', regimenes: EVERY },
  { clave: 'CN01', descripcion: 'Nómina', regimenes: ['605'] },
];

/**
 * The uses a family may choose for a party's invoice: a payment's own use (CP01) and payroll's (CN01) are
 * the PAC's to set, never a receiver's choice.
 */
export const USOS_CFDI_FOR_A_CUSTOMER = USOS_CFDI.filter(
  (uso) => uso.clave !== 'CP01' && uso.clave !== 'CN01',
);

export const regimenOf = (clave: string) => REGIMENES_FISCALES.find((r) => r.clave === clave);
export const usoOf = (clave: string) => USOS_CFDI_FOR_A_CUSTOMER.find((u) => u.clave === clave);

/** The régimenes a kind of person may have, for the form's list. */
export const regimenesFor = (persona: Persona) => REGIMENES_FISCALES.filter((r) => r[persona]);

/** The uses allowed for a régimen, for the form's list. */
export const usosFor = (regimen: string) =>
  USOS_CFDI_FOR_A_CUSTOMER.filter((u) => u.regimenes.includes(regimen));
