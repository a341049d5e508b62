/** The auth feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { authRoutes } from './routes';

export const authFeature: Feature = ({ app, deps }) => ({ routes: () => authRoutes(app, deps) });

export { AUTH_MESSAGES } from '@backroom/domain/messages/auth';
// Used by other features (the only way in besides the routes and jobs above).
export { AttemptLimiter } from '../../core/rate-limit';
export { attachConsigner } from './signup-steps';
