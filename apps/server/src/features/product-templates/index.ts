/** The product-templates feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { productTemplateRoutes } from './routes';

export const productTemplatesFeature: Feature = ({ app, deps }) => ({
  routes: () => productTemplateRoutes(app, deps),
});

// Used by other features (the only way in besides the routes and jobs above).
export { findTemplate } from './service';
