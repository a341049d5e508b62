/** A seeded pseudo-random source (mulberry32): the same seed gives the same demo history on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** One of `list`, each as likely as its weight. */
  weighted<T>(list: readonly T[], weight: (item: T) => number): T {
    const total = list.reduce((sum, item) => sum + weight(item), 0);
    let left = this.next() * total;
    for (const item of list) {
      left -= weight(item);
      if (left < 0) return item;
    }
    return list[list.length - 1]!;
  }

  /** A Poisson-distributed count with the given mean (Knuth; the demo's means are small). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }
}
