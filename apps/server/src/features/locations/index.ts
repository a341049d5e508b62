/** The locations feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { locationRoutes } from './routes';

export const locationsFeature: Feature = ({ app, deps }) => ({ routes: () => locationRoutes(app, deps) });

// Used by other features (the only way in besides the routes and jobs above).
export { ensureMarketplaceLocation } from './service';
