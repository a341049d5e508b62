import { LRUCache } from 'lru-cache';
import { type BudgetedCache, estimate, type MemoryBudget, memoryBudget } from '../memory/budget';

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

const NO_ROWS = new Int32Array(0);

/** The sorted union of sorted row lists. */
function union(lists: Int32Array[]): Int32Array {
  const all = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
  let n = 0;
  for (const list of lists) {
    all.set(list, n);
    n += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[kept - 1]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

/**
 * A store's list held in memory in the database's own order, searched by substring. Answers what the SQL search
 * answers (exact key first, then every match in list order) without a round trip. Each three-letter sequence
 * maps to the rows holding it, so a search only checks the rows of its rarest sequence: on 50,000 products a
 * cold search costs microseconds instead of a trigram bitmap scan.
 */
export class OrderedTextIndex {
  readonly size: number;
  /** Estimated heap bytes: the rows, and per trigram its key, map slot and row list. */
  readonly bytes: number;

  private constructor(
    private readonly rows: readonly IndexedRow[],
    private readonly trigramRows: Map<string, Int32Array>,
  ) {
    this.size = rows.length;
    let bytes = rowsBytes(rows);
    for (const list of trigramRows.values()) bytes += estimate.string('abc') + 48 + 96 + list.byteLength;
    this.bytes = bytes;
  }

  /** Builds the trigram lists, yielding to other requests every few thousand rows. */
  static async build(rows: readonly IndexedRow[]): Promise<OrderedTextIndex> {
    const lists = new Map<string, number[]>();
    for (let r = 0; r < rows.length; r++) {
      const text = rows[r]!.text;
      for (let i = 0; i + 3 <= text.length; i++) {
        const trigram = text.slice(i, i + 3);
        const list = lists.get(trigram);
        if (!list) lists.set(trigram, [r]);
        else if (list[list.length - 1] !== r) list.push(r);
      }
      if (r % 5000 === 4999) await new Promise((resolve) => setImmediate(resolve));
    }
    const trigramRows = new Map<string, Int32Array>();
    for (const [trigram, list] of lists) trigramRows.set(trigram, Int32Array.from(list));
    return new OrderedTextIndex(rows, trigramRows);
  }

  /** The rows of the word's rarest trigram (a superset of the rows holding it); null for a word under 3 letters. */
  private rowsOf(word: string): Int32Array | null {
    let best: Int32Array | null = null;
    for (let i = 0; i + 3 <= word.length; i++) {
      const list = this.trigramRows.get(word.slice(i, i + 3)) ?? NO_ROWS;
      if (!best || list.length < best.length) best = list;
      if (best.length === 0) break;
    }
    return best;
  }

  /**
   * The rows that can match, in list order: for the word narrowing most, the rows of its rarest trigram (of each
   * of its alternatives, merged); null when no word narrows the search (every row is checked).
   */
  private candidates(words: string[][]): Int32Array | null {
    let best: Int32Array | null = null;
    for (const alternatives of words) {
      const lists = alternatives.map((word) => this.rowsOf(word));
      if (lists.some((list) => list === null)) continue;
      const rows = lists.length === 1 ? lists[0]! : union(lists as Int32Array[]);
      if (!best || rows.length < best.length) best = rows;
    }
    return best;
  }

  private matches(row: IndexedRow, q: IndexQuery): boolean {
    if (q.group !== undefined && row.group !== q.group) return false;
    if (row.id === q.id) return true;
    for (const alternatives of q.words) {
      let any = false;
      for (const word of alternatives) {
        if (row.text.includes(word)) {
          any = true;
          break;
        }
      }
      if (!any) return false;
    }
    return true;
  }

  find(q: IndexQuery): IndexPage {
    const want = q.offset + q.limit;
    const exactIds: number[] = [];
    const others: number[] = [];
    let total = 0;
    // A typed id may match outside the text, so it is checked against every row.
    const narrowed = q.id === undefined ? this.candidates(q.words) : null;
    const count = narrowed ? narrowed.length : this.rows.length;
    for (let i = 0; i < count; i++) {
      const row = this.rows[narrowed ? narrowed[i]! : i]!;
      if (!this.matches(row, q)) continue;
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

/** The heap a list of rows takes (objects, strings, the array), before any index is built on it. */
export function rowsBytes(rows: readonly IndexedRow[]): number {
  let bytes = estimate.numbers(rows.length);
  for (const row of rows) bytes += estimate.object + estimate.string(row.text) + estimate.string(row.exact);
  return bytes;
}

export interface StoreIndexCacheOptions {
  /** The process's budget by default. */
  budget?: MemoryBudget;
  /** A store too large for the budget is not reloaded for this long (SQL answers it). */
  tooLargeRetryMs?: number;
  /** Background builds at once: a store evicted by a small budget must not flood the database with reloads. */
  maxBuilds?: number;
}

/**
 * The indexes of recently searched stores, each valid for one version of its list (a trigger bumps the version on
 * every write, so an index is never used stale). A missing or outdated index is rebuilt in the background, one
 * build per store at a time, and the caller answers through SQL meanwhile. Indexes count against the process's
 * memory budget: the least recently used one of any store (or any other cached answer) leaves first.
 */
export class StoreIndexCache {
  private readonly entries: BudgetedCache<number, Entry>;
  private readonly building = new Map<number, Promise<void>>();
  /** Stores whose list is larger than the whole budget: SQL answers them, and they are not reloaded for a while. */
  private readonly tooLargeUntil = new LRUCache<number, number>({ max: 10_000 });
  private readonly budget: MemoryBudget;
  private readonly tooLargeRetryMs: number;
  private readonly maxBuilds: number;

  constructor(
    kind: string,
    private readonly load: (storeId: number) => Promise<{ version: string; rows: IndexedRow[] }>,
    options: StoreIndexCacheOptions = {},
  ) {
    this.budget = options.budget ?? memoryBudget;
    this.tooLargeRetryMs = options.tooLargeRetryMs ?? 10 * 60_000;
    this.maxBuilds = options.maxBuilds ?? 4;
    this.entries = this.budget.cache<number, Entry>(kind, (entry) => entry.index.bytes);
  }

  /** The store's index if one is held, with the version it answers for (the caller checks it is current). */
  peek(storeId: number): Entry | undefined {
    return this.entries.get(storeId);
  }

  /** Starts a rebuild unless one is running; resolves when it is done (tests wait for it, requests do not). */
  refresh(storeId: number): Promise<void> {
    const running = this.building.get(storeId);
    if (running) return running;
    if ((this.tooLargeUntil.get(storeId) ?? 0) > Date.now()) return Promise.resolve();
    if (this.building.size >= this.maxBuilds) return Promise.resolve();
    const build = this.load(storeId)
      .then(async ({ version, rows }) => {
        // The rows alone outgrow the budget: no index is built (its trigram lists would take as much again).
        const kept =
          rowsBytes(rows) <= this.budget.maxBytes &&
          this.entries.set(storeId, { version, index: await OrderedTextIndex.build(rows) });
        if (kept) this.tooLargeUntil.delete(storeId);
        else {
          this.entries.delete(storeId);
          this.tooLargeUntil.set(storeId, Date.now() + this.tooLargeRetryMs);
        }
      })
      // A failed build leaves the SQL path answering; the next search tries again.
      .catch(() => undefined)
      .finally(() => this.building.delete(storeId));
    this.building.set(storeId, build);
    return build;
  }
}
