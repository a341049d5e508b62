import { useState } from 'react';

const KEY = 'backroom.seller.declinedRequests';

function load(): number[] {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((n) => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Requests the seller declined. A store request is open to every seller, so declining only hides it for this
 * seller on this device (docs/decisions.md); the store's request stays open for others.
 */
export function useDeclinedRequests() {
  const [ids, setIds] = useState<number[]>(load);
  return {
    has: (id: number) => ids.includes(id),
    add: (id: number) => {
      const next = [...new Set([...ids, id])].slice(-500);
      localStorage.setItem(KEY, JSON.stringify(next));
      setIds(next);
    },
  };
}
