/** The inventory feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { inventoryRoutes } from './routes';

export const inventoryFeature: Feature = ({ app, deps }) => ({ routes: () => inventoryRoutes(app, deps) });

// Used by other features (the only way in besides the routes and jobs above).
export { applyInTx } from './apply-transition';
export { insertWithCodes, type NewItem } from './codes';
export { filterQueryShape, type ListFilters, type Scope } from './filters';
export { loadPlaces, PLACE_MESSAGES, type Places } from './places';
export { markPrinted } from './print';
export { listItems } from './queries';
export { type Failure, failureError, INVENTORY_MESSAGES, notFoundFailure } from './results';
export { scopeOf } from './routes-read';
export { idList, normalizeIds, placeValue } from './schemas';
export { IN_STOCK_STATUSES } from './store-requests';
export { toView } from './view';
