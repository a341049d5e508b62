/** The employees feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { employeeRoutes } from './routes';

export const employeesFeature: Feature = ({ app, deps }) => ({ routes: () => employeeRoutes(app, deps) });
