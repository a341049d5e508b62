/** The demo year's world: what the simulation and the money ledger both read. */
import type { DemoItems, Person, SimConsigner } from './demo-items';

export const DAY = 86_400_000;
export const HISTORY_DAYS = 365;

export interface WorldProduct {
  id: number;
  productTemplateId: number | null;
  category: string;
  price: number;
  demand: number;
  title: string;
}

export interface World {
  now: Date;
  handle: string;
  items: DemoItems;
  consigners: SimConsigner[];
  storeAccount: SimConsigner;
  products: WorldProduct[];
  places: { location: string; subs: string[] }[];
  owner: Person;
  staff: Person;
  ids: DemoIds;
}

export interface DemoIds {
  item(): number;
  order(): number;
  payout(): number;
}
