/** The store as GET /api/stores/current answers it (spec 3 §3 Store; amounts in major units). */
export type { StoreSettings } from '@backroom/domain/contract/stores';
