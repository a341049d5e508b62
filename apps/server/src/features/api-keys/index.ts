/** The api-keys feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { apiKeyRoutes } from './routes';

export const apiKeysFeature: Feature = ({ app, deps }) => ({ routes: () => apiKeyRoutes(app, deps) });
