/** The register feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { createCardTerminal } from './card-terminal';
import { registerRoutes } from './routes';

export const registerFeature: Feature = ({ app, deps }) => ({
  routes: () => registerRoutes(app, deps, createCardTerminal(deps.env)),
});
