/**
 * What a feature's front door (features/<name>/index.ts) gives app.ts: its global hooks, its routes and its jobs.
 * app.ts builds each feature once with the shared context, then registers every feature's hooks, then every
 * feature's routes, then every feature's jobs, in the order of its list.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { SecretBox } from '../security/secret-box';

export interface FeatureContext {
  app: FastifyInstance;
  deps: Deps;
  /** Encrypts stored secrets (webhook signing keys, Linnworks tokens, store archives). */
  secretBox: SecretBox;
}

export interface FeatureParts {
  /** Hooks every request passes, registered after access control and before any route. */
  hooks?(): void;
  routes?(): void | Promise<void>;
  jobs?(): void;
}

/** Builds the feature's parts once (a provider its routes and jobs share is created here). */
export type Feature = (ctx: FeatureContext) => FeatureParts;
