import { useSyncExternalStore } from 'react';

/** A cart line: the item bought and what the shop page showed for it. */
export interface CartLine {
  inventoryId: number;
  productId: number;
  title: string;
  size: string | null;
  price: number;
  image: string | null;
}

const key = (handle: string) => `backroom.cart.${handle}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; lines: CartLine[] }>();

function read(handle: string): CartLine[] {
  const raw = localStorage.getItem(key(handle));
  const hit = cache.get(handle);
  if (hit && hit.raw === raw) return hit.lines;
  let lines: CartLine[] = [];
  try {
    lines = raw ? (JSON.parse(raw) as CartLine[]) : [];
  } catch {
    lines = [];
  }
  cache.set(handle, { raw, lines });
  return lines;
}

function write(handle: string, lines: CartLine[]) {
  localStorage.setItem(key(handle), JSON.stringify(lines));
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The shopper's cart, kept in this browser per store (the built-in shop needs no account). */
export function useCart(handle: string) {
  const lines = useSyncExternalStore(subscribe, () => read(handle));
  return {
    lines,
    has: (inventoryId: number) => lines.some((l) => l.inventoryId === inventoryId),
    add: (line: CartLine) => {
      if (!read(handle).some((l) => l.inventoryId === line.inventoryId))
        write(handle, [...read(handle), line]);
    },
    remove: (inventoryId: number) =>
      write(
        handle,
        read(handle).filter((l) => l.inventoryId !== inventoryId),
      ),
    clear: () => write(handle, []),
  };
}
