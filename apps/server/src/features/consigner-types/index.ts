/** The consigner-types feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { consignerTypeRoutes } from './routes';

export const consignerTypesFeature: Feature = ({ app, deps }) => ({
  routes: () => consignerTypeRoutes(app, deps),
});

// Used by other features (the only way in besides the routes and jobs above).
export { findTypeRow, listTypeRows, representativeRow, toFeeRow } from './service';
