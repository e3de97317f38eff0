import { facturaRoutes } from '@salones/shared/contract/facturas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { callApiFile, saveBlob } from '../../../lib/api-file.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const facturaKey = (eventId: string) => ['events', 'factura', eventId] as const;

/** GET /api/event/{id}/factura: the CFDI in force (or null), the replaced ones and the complements. */
export const useEventFactura = (eventId: string, opts: { enabled: boolean }) =>
  useQuery({
    queryKey: facturaKey(eventId),
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
    invalidate: [facturaKey(eventId)],
  });

/** GET /api/facturas/{id}/pdf|xml, saved as the file name the API gives. */
export async function downloadCfdi(id: string, format: 'pdf' | 'xml') {
  const { blob, filename } = await callApiFile(facturaRoutes[format], { params: { id } });
  saveBlob(blob, filename ?? `cfdi-${id}.${format}`);
}
