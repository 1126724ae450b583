import { RESPONSE_CODE } from '@pocket/contracts/constants';

/** A refusal the client may show: becomes `{ code, msg, data }` with the same HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string, data: Record<string, unknown> | null = null) =>
  new AppError(RESPONSE_CODE.badRequest, msg, data);
export const unauthorized = (msg = 'Please log in again') => new AppError(RESPONSE_CODE.unauthorized, msg);
export const forbidden = (msg: string, data: Record<string, unknown> | null = null) =>
  new AppError(RESPONSE_CODE.forbidden, msg, data);
export const notFound = (msg: string) => new AppError(RESPONSE_CODE.notFound, msg);
export const conflict = (msg: string) => new AppError(RESPONSE_CODE.conflict, msg);
export const tooMany = (msg: string, data: Record<string, unknown> | null = null) =>
  new AppError(RESPONSE_CODE.tooManyRequests, msg, data);
export const notImplemented = (msg: string) => new AppError(RESPONSE_CODE.notImplemented, msg);
