/** The reports feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { reportRoutes } from './routes';

export const reportsFeature: Feature = ({ app, deps }) => ({ routes: () => reportRoutes(app, deps) });
