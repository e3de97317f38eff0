// A call whose answer is a file (its contract `produces` e.g. application/pdf). The API takes
// the token in a header, so a plain link cannot carry it: the file is fetched as a Blob and saved from it.
import type { RouteContract } from '@salones/shared/contract/route';
import { ApiError, buildPath } from './api-client.ts';
import { getToken } from './session-storage.ts';

type FileContract = RouteContract & { method: 'GET'; produces: readonly string[] };

export async function callApiFile(
  contract: FileContract,
  options: { params?: object; query?: object; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(buildPath(contract.path, options.params, options.query), {
      headers: token ? { 'x-auth-token': token } : {},
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'No se pudo conectar con el servidor, revisa tu conexión e intenta de nuevo');
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { msg?: string };
    throw new ApiError(res.status, data.msg ?? 'Ocurrió un error, intenta de nuevo');
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await res.blob(), filename };
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the link; the address can go once the click has been handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
