import { API_MSG } from '@salones/shared/api-messages';
/**
 * The one error class: a status and a Spanish message for the client
 * (docs/architecture.md#errors-and-faults).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}
export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg: string = API_MSG.noToken) => new AppError(401, msg);
export const forbidden = (msg: string = API_MSG.forbidden) => new AppError(403, msg);
export const notFound = (msg: string = API_MSG.notFound) => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
