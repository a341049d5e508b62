/** The labels feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { labelRoutes } from './routes';

export const labelsFeature: Feature = ({ app, deps }) => ({ routes: () => labelRoutes(app, deps) });

// Used by other features (the only way in besides the routes and jobs above).
export { loadStoredImage } from './stored-images';
