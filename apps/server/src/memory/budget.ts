import { LRUCache } from 'lru-cache';

/** What one kind of cache holds right now, and how often the budget pushed its entries out. */
export interface KindUse {
  bytes: number;
  entries: number;
  evictions: number;
  refused: number;
}

export interface BudgetUse extends KindUse {
  maxBytes: number;
  kinds: Record<string, KindUse>;
}

interface Slot {
  kind: KindUse;
  value: unknown;
  bytes: number;
}

/** Rough heap cost of values, for sizing entries: strings count 2 bytes a character (V8 may use 1). */
export const estimate = {
  string: (s: string | null | undefined) => (s ? 16 + 2 * s.length : 0),
  object: 56,
  numbers: (n: number) => 16 + 8 * n,
};

/**
 * One memory budget for every per-store structure of the process (search indexes, cached pages and answers,
 * resolved stores): each entry is sized in estimated bytes, and when a new one does not fit, the least recently
 * used entry of any store and any kind leaves. A store whose entry left answers through SQL until it is cached
 * again. An entry larger than the whole budget is refused (never stored).
 */
export class MemoryBudget {
  private lru: LRUCache<string, Slot>;
  private readonly kinds = new Map<string, KindUse>();
  private nextView = 0;

  constructor(maxBytes: number) {
    this.lru = this.make(maxBytes);
  }

  get maxBytes(): number {
    return this.lru.maxSize;
  }

  /** A new size empties the budget: every cache answers through SQL until it fills again. */
  resize(maxBytes: number): void {
    if (maxBytes === this.lru.maxSize) return;
    this.lru.clear();
    this.lru = this.make(maxBytes);
  }

  /** A cache of one kind (per-kind figures in `use()`), its entries counted against this budget. */
  cache<K extends string | number, V>(kind: string, sizeOf: (value: V, key: K) => number) {
    return new BudgetedCache<K, V>(this, `${this.nextView++}\u0000`, this.kindUse(kind), sizeOf);
  }

  use(): BudgetUse {
    const total: KindUse = { bytes: 0, entries: 0, evictions: 0, refused: 0 };
    const kinds: Record<string, KindUse> = {};
    for (const [name, use] of this.kinds) {
      kinds[name] = { ...use };
      total.bytes += use.bytes;
      total.entries += use.entries;
      total.evictions += use.evictions;
      total.refused += use.refused;
    }
    return { maxBytes: this.maxBytes, ...total, kinds };
  }

  /** @internal for BudgetedCache */
  get(key: string): unknown {
    return this.lru.get(key)?.value;
  }

  /** @internal for BudgetedCache; false when the entry is larger than the budget (and not stored). */
  set(key: string, kind: KindUse, value: unknown, bytes: number): boolean {
    const size = Math.max(1, Math.ceil(bytes));
    if (size > this.lru.maxSize) {
      this.lru.delete(key);
      kind.refused++;
      return false;
    }
    this.lru.set(key, { kind, value, bytes: size }, { size });
    kind.bytes += size;
    kind.entries++;
    return true;
  }

  /** @internal for BudgetedCache */
  delete(key: string): void {
    this.lru.delete(key);
  }

  /** @internal for BudgetedCache */
  deleteWhere(prefix: string): void {
    for (const key of [...this.lru.keys()]) if (key.startsWith(prefix)) this.lru.delete(key);
  }

  private kindUse(name: string): KindUse {
    let use = this.kinds.get(name);
    if (!use) {
      use = { bytes: 0, entries: 0, evictions: 0, refused: 0 };
      this.kinds.set(name, use);
    }
    return use;
  }

  private make(maxBytes: number): LRUCache<string, Slot> {
    return new LRUCache<string, Slot>({
      maxSize: Math.max(1, Math.floor(maxBytes)),
      dispose: (slot, _key, reason) => {
        slot.kind.bytes -= slot.bytes;
        slot.kind.entries--;
        if (reason === 'evict') slot.kind.evictions++;
      },
    });
  }
}

/** A view of the budget for one cache: its own keys, entries sized by `sizeOf`. */
export class BudgetedCache<K extends string | number, V> {
  constructor(
    private readonly budget: MemoryBudget,
    private readonly prefix: string,
    private readonly kind: KindUse,
    private readonly sizeOf: (value: V, key: K) => number,
  ) {}

  get(key: K): V | undefined {
    return this.budget.get(this.prefix + key) as V | undefined;
  }

  /** False when the value alone is larger than the budget: it is not kept. */
  set(key: K, value: V): boolean {
    return this.budget.set(this.prefix + key, this.kind, value, this.sizeOf(value, key));
  }

  delete(key: K): void {
    this.budget.delete(this.prefix + key);
  }

  clear(): void {
    this.budget.deleteWhere(this.prefix);
  }
}

const MB = 1024 * 1024;

/** MEMORY_BUDGET_MB's default: a quarter of a 1 GB process, the rest for requests, the driver and V8. */
export const DEFAULT_MEMORY_BUDGET_MB = 256;

/** The process's budget; `buildApp` sizes it from MEMORY_BUDGET_MB. */
export const memoryBudget = new MemoryBudget(DEFAULT_MEMORY_BUDGET_MB * MB);

export function setMemoryBudgetMb(mb: number): void {
  memoryBudget.resize(mb * MB);
}
