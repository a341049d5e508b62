import { TOO_MANY_IDS } from '@backroom/domain/contract/inventory-requests';
/** Per-item outcomes of an action, and how a refusal becomes an HTTP answer. */
import type { RefusalCode } from '@backroom/domain/transition-types';
import { AppError, type ErrorCode } from '../../http/errors';

export const INVENTORY_MESSAGES = {
  notFound: 'Inventory not found.',
  tooMany: TOO_MANY_IDS,
  notEditable: 'Withdrawn and declined items cannot be edited.',
  staleVersion: 'This item was changed by someone else. Reload it and try again.',
  consignerOnlyTracking:
    'Here you can only add a tracking code. To change the price, request a price change on the item instead.',
} as const;

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

export function failureOf(id: number, _itemCode: string, code: RefusalCode, message: string): Failure {
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
