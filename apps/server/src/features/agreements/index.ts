/** The agreements feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { agreementRoutes } from './routes';

export const agreementsFeature: Feature = ({ app, deps }) => ({ routes: () => agreementRoutes(app, deps) });

// Used by other features (the only way in besides the routes and jobs above).
export { requireSignedAgreements } from './service';
