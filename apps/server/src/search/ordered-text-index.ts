import { LRUCache } from 'lru-cache';

/** One row of a list as the database orders it: its id, lower-cased search text and what else filters it. */
export interface IndexedRow {
  id: number;
  text: string;
  /** Rows matching this key exactly come first (a product's lower-cased SKU). */
  exact?: string | null;
  /** A subset the caller may ask for (a product's review status). */
  group?: string;
}

export interface IndexQuery {
  /** Every entry must match: one of its alternatives is a substring of the row's text (SQL `like '%w%'`). */
  words: string[][];
  exact?: string;
  group?: string;
  /** An extra match outside the text (a consigner's id typed as digits). */
  id?: number;
  offset: number;
  limit: number;
  /** Count matches up to this many, then stop (the list says `totalCapped`). */
  countLimit: number;
}

export interface IndexPage {
  ids: number[];
  total: number;
  totalCapped: boolean;
}

/**
 * A store's list held in memory in the database's own order, searched by substring in one pass. Answers what the
 * SQL search answers (exact key first, then every match in list order) without a round trip: on 50,000 products a
 * cold search costs a few milliseconds of CPU instead of a trigram bitmap scan.
 */
export class OrderedTextIndex {
  readonly size: number;

  constructor(private readonly rows: readonly IndexedRow[]) {
    this.size = rows.length;
  }

  find(q: IndexQuery): IndexPage {
    const want = q.offset + q.limit;
    const exactIds: number[] = [];
    const others: number[] = [];
    let total = 0;
    for (const row of this.rows) {
      if (q.group !== undefined && row.group !== q.group) continue;
      if (!(row.id === q.id || q.words.every((alts) => alts.some((w) => row.text.includes(w))))) continue;
      total++;
      if (q.exact !== undefined && row.exact === q.exact) exactIds.push(row.id);
      else if (others.length < want) others.push(row.id);
      if (total > q.countLimit && others.length >= want) break;
    }
    const ids = [...exactIds, ...others].slice(q.offset, want);
    return { ids, total: Math.min(total, q.countLimit), totalCapped: total > q.countLimit };
  }
}

interface Entry {
  version: string;
  index: OrderedTextIndex;
}

/**
 * The indexes of recently searched stores, each valid for one version of its list (a trigger bumps the version on
 * every write, so an index is never used stale). A missing or outdated index is rebuilt in the background, one
 * build per store at a time, and the caller answers through SQL meanwhile.
 */
export class StoreIndexCache {
  private readonly entries: LRUCache<number, Entry>;
  private readonly building = new Map<number, Promise<void>>();

  constructor(
    private readonly load: (storeId: number) => Promise<{ version: string; rows: IndexedRow[] }>,
    maxRows = 500_000,
  ) {
    this.entries = new LRUCache<number, Entry>({
      maxSize: maxRows,
      sizeCalculation: (entry) => Math.max(1, entry.index.size),
    });
  }

  /** The store's index if one is held, with the version it answers for (the caller checks it is current). */
  peek(storeId: number): Entry | undefined {
    return this.entries.get(storeId);
  }

  /** Starts a rebuild unless one is running; resolves when it is done (tests wait for it, requests do not). */
  refresh(storeId: number): Promise<void> {
    const running = this.building.get(storeId);
    if (running) return running;
    const build = this.load(storeId)
      .then(({ version, rows }) => {
        this.entries.set(storeId, { version, index: new OrderedTextIndex(rows) });
      })
      // A failed build leaves the SQL path answering; the next search tries again.
      .catch(() => undefined)
      .finally(() => this.building.delete(storeId));
    this.building.set(storeId, build);
    return build;
  }
}
