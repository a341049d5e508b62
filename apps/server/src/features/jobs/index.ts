/** The jobs feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { jobRoutes } from './routes';

export const jobsFeature: Feature = ({ app, deps }) => ({ routes: () => jobRoutes(app, deps) });
