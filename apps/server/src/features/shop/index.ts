/** The shop feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { shopRoutes } from './routes';

export const shopFeature: Feature = ({ app, deps }) => ({ routes: () => shopRoutes(app, deps) });
