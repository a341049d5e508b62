/** The uploads feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { uploadRoutes } from './routes';

export const uploadsFeature: Feature = ({ app, deps }) => ({ routes: () => uploadRoutes(app, deps) });

// Used by other features (the only way in besides the routes and jobs above).
export { boundedSharp, checkImageHeader } from './image-header';
