/** Messages of the Linnworks area (server answers and screens). */
export const LINNWORKS_MESSAGES = {
  badId: (label: string) => `${label} must be a Linnworks id like 6f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f.`,
  required: (label: string) => `${label} is required`,
  notConfigured: 'Linnworks is not connected for this store.',
  saved: 'Linnworks connection saved',
  removed: 'Linnworks disconnected',
  connected: 'Connected to Linnworks',
  /** The local test Linnworks is never called Linnworks on its own: nobody mistakes it for their account. */
  savedLocal: 'Connected to the local test Linnworks',
  connectedLocal: 'Connected to the local test Linnworks',
  refusedLocal:
    'The local test Linnworks refused these credentials: it only knows its test account, whose ids are shown above.',
  /** Where a provider's name shows: the local stand-in is named as such. */
  providerName: (provider: 'local' | 'linnworks') =>
    provider === 'local' ? 'the local test Linnworks' : 'Linnworks',
} as const;
