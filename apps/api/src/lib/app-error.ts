/** The one error class: a status and a Spanish message for the client (DESIGN §3.11). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}
export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = 'No hay token en la petición') => new AppError(401, msg);
export const forbidden = (msg = 'No tienes permiso para realizar esta acción') => new AppError(403, msg);
export const notFound = (msg = 'No se encontró el recurso solicitado') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
