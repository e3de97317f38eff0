/** A persona física's fiscal data as SAT writes them (a real-shaped RFC with its check digit). */
export const FAMILY_FISCAL_DATA = {
  rfc: 'MHTR93041179A',
  razonSocial: 'Mariana López Hernández',
  regimenFiscal: '612',
  codigoPostal: '04100',
  usoCfdi: 'G03',
  email: 'facturas@example.com',
};
