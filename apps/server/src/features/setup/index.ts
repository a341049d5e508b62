/** The setup feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { setupRoutes } from './routes';

export const setupFeature: Feature = ({ app, deps }) => ({ routes: () => setupRoutes(app, deps) });
