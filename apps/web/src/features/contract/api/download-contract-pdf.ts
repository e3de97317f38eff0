import { eventRoutes } from '@salones/shared/contract/events';
import { callApiFile, saveBlob } from '../../../lib/api-file.ts';

/** GET /api/event/{id}/contrato.pdf, saved as the file name the API gives. */
export async function downloadContractPdf(id: string) {
  const { blob, filename } = await callApiFile(eventRoutes.contractPdf, { params: { id } });
  saveBlob(blob, filename ?? `contrato-${id}.pdf`);
}
