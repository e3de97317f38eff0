// /admin/facturas' data: GET /api/facturas?mes=&lugar=&estado=&page= (staff: an admin with a branch gets theirs) and
// the month's list as CSV.

import { type FacturaListItem, facturaRoutes } from '@salones/shared/contract/facturas';
import type { CfdiEstado } from '@salones/shared/fiscal/cancelacion';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { callApiFile, saveBlob } from '../../../lib/api-file.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { FacturaListItem };

/** The filters on screen (and in the address): the month is always there, the list is one month's. */
export interface FacturasFilter {
  /** YYYY-MM */
  mes: string;
  lugar?: string;
  estado?: CfdiEstado;
}

const queryOf = (filter: FacturasFilter) => ({
  mes: filter.mes,
  ...(filter.lugar ? { lugar: filter.lugar } : {}),
  ...(filter.estado ? { estado: filter.estado } : {}),
});

/** A page of the month's CFDI, newest first (the API's page size). */
export const useFacturasList = (filter: FacturasFilter, page: number) =>
  useQuery({
    queryKey: queryKeys.facturas.list({ ...queryOf(filter), page }),
    queryFn: ({ signal }) =>
      callApi(facturaRoutes.list, {
        query: { ...queryOf(filter), ...(page > 1 ? { page } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** 'Descargar CSV': every CFDI of the filters as a file (the token travels in a header: fetched, then saved). */
export async function downloadFacturasCsv(filter: FacturasFilter) {
  const { blob, filename } = await callApiFile(facturaRoutes.listCsv, { query: queryOf(filter) });
  saveBlob(blob, filename ?? `facturas-${filter.mes}.csv`);
}
