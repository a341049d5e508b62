/** The me feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { meRoutes } from './routes';

export const meFeature: Feature = ({ app, deps }) => ({ routes: () => meRoutes(app, deps) });
