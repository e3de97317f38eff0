// Facturas (CFDI 4.0, docs/product.md "Invoices (facturas, CFDI 4.0)"): whether the site invoices, an event's
// factura (asked for on /pedidos and on the contract), each CFDI's PDF and XML.
import { facturaRoutes } from '@salones/shared/contract/facturas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { callApiFile, saveBlob } from '../api-file.ts';
import { queryKeys } from '../query-keys.ts';
import { useApiMutation } from '../use-api-mutation.ts';
import { useSiteInfo } from './site.ts';

/** Whether the site issues facturas: GET /api/site's `facturas` (false: invoicing is off, and nothing of it shows). */
export function useInvoicingOn(): boolean {
  return useSiteInfo().data?.facturas === true;
}

/** GET /api/event/{id}/factura: the CFDI in force (or null), the replaced ones and the complements. */
export const useEventFactura = (eventId: string, opts: { enabled: boolean }) =>
  useQuery({
    queryKey: queryKeys.events.factura(eventId),
    queryFn: ({ signal }) => callApi(facturaRoutes.read, { params: { id: eventId }, signal }),
    enabled: opts.enabled,
  });

/** POST /api/event/{id}/factura: issues it (or answers the one already issued). */
export const useRequestFactura = (eventId: string) =>
  useApiMutation({
    mutationFn: () =>
      callApi(facturaRoutes.request, { params: { id: eventId }, body: {} }).then(({ factura }) => ({
        factura,
        msg: undefined as string | undefined,
      })),
    successMessage: 'Tu factura está lista',
    invalidate: [queryKeys.events.factura(eventId), queryKeys.facturas.all],
  });

/** GET /api/facturas/{id}/pdf|xml, saved as the file name the API gives. */
export async function downloadCfdi(id: string, format: 'pdf' | 'xml') {
  const { blob, filename } = await callApiFile(facturaRoutes[format], { params: { id } });
  saveBlob(blob, filename ?? `cfdi-${id}.${format}`);
}
