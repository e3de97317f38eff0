/** docs/product.md#2-screens-and-routes: the four steps of /admin/event/{id} and their progress. */
export const WIZARD_STEPS = [
  'Crear evento',
  'Paquete solicitado',
  'Adicionar Extras',
  'Pago o abono',
] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;
export const stepProgress = (step: number) => ((step + 1) * 100) / WIZARD_STEPS.length;
