/** The inventory feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { inventoryRoutes } from './routes';

export const inventoryFeature: Feature = ({ app, deps }) => ({ routes: () => inventoryRoutes(app, deps) });

export { INVENTORY_MESSAGES, PLACE_MESSAGES } from '@backroom/domain/messages/inventory';
// Used by other features (the only way in besides the routes and jobs above).
export { applyInTx } from './apply-transition';
export { insertWithCodes, type NewItem } from './codes';
export type { ListFilters, Scope } from './filters';
export { loadPlaces, type Places } from './places';
export { markPrinted } from './print';
export { listItems } from './queries';
export { type Failure, failureError, notFoundFailure } from './results';
export { scopeOf } from './routes-read';
export { toView } from './view';
