/** The scans feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { scanRoutes } from './routes';

export const scansFeature: Feature = ({ app, deps }) => ({ routes: () => scanRoutes(app, deps) });
