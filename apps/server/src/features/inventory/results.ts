/** Per-item outcomes of an action, and how a refusal becomes an HTTP answer. */
import { INVENTORY_MESSAGES } from '@backroom/domain/messages/inventory';
import type { RefusalCode } from '@backroom/domain/transition-types';
import { AppError, type ErrorCode } from '../../http/errors';

const HTTP_CODE: Record<RefusalCode | 'NOT_FOUND', ErrorCode> = {
  FORBIDDEN: 'FORBIDDEN',
  INVALID_STATE: 'CONFLICT',
  RULE: 'RULE',
  NOT_FOUND: 'NOT_FOUND',
};

export interface Failure {
  id: number;
  code: RefusalCode | 'NOT_FOUND';
  /** The HTTP status this refusal alone would get. */
  status: number;
  error: string;
}

export function failureOf(id: number, code: RefusalCode, message: string): Failure {
  return { id, code, status: new AppError(HTTP_CODE[code], message).status, error: message };
}

export const notFoundFailure = (id: number): Failure => ({
  id,
  code: 'NOT_FOUND',
  status: 404,
  error: INVENTORY_MESSAGES.notFound,
});

export function failureError(f: Failure): AppError {
  return new AppError(HTTP_CODE[f.code], f.error);
}
