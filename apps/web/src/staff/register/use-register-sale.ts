/**
 * The sale being rung up: its lines, discounts and payments, with totals from the domain's saleTotals (the same
 * sums the server makes) in minor units. The idempotency key is made with the first item and kept until the
 * sale is recorded, so a retry after a dropped connection sends the same key and sells once.
 */
import { toMinor } from '@backroom/domain/money';
import { saleTotals, tenderOutcome } from '@backroom/domain/register';
import { useMemo, useState } from 'react';
import type { RegisterItem } from './api/register-api';

/** A v4 UUID; crypto.randomUUID exists only on secure pages (https or localhost). */
export function newSaleKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A consigner whose store credit pays part of the sale. */
export interface CreditHolder {
  consignerId: number;
  name: string;
  /** Major units. */
  balance: number;
}

export interface SaleLine {
  item: RegisterItem;
  /** The line discount in major units, as typed. */
  discount: number | null;
}

const minorOr0 = (major: number | null, currency: string) => {
  if (major === null || !Number.isFinite(major) || major < 0) return 0;
  return toMinor(major, currency);
};

export function useRegisterSale(currency: string, taxRate: number) {
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [saleDiscount, setSaleDiscount] = useState<number | null>(null);
  const [cash, setCash] = useState<number | null>(null);
  const [card, setCard] = useState<number | null>(null);
  const [credit, setCredit] = useState<number | null>(null);
  const [creditHolder, setCreditHolder] = useState<CreditHolder | null>(null);
  const [key, setKey] = useState<string>(newSaleKey);

  const totals = useMemo(
    () =>
      saleTotals(
        lines.map((l) => ({
          price: toMinor(l.item.price, currency),
          discount: minorOr0(l.discount, currency),
        })),
        minorOr0(saleDiscount, currency),
        taxRate,
      ),
    [lines, saleDiscount, currency, taxRate],
  );
  const tenders = [
    ...(card ? [{ kind: 'card' as const, amount: minorOr0(card, currency) }] : []),
    ...(cash ? [{ kind: 'cash' as const, amount: minorOr0(cash, currency) }] : []),
    ...(credit && creditHolder ? [{ kind: 'credit' as const, amount: minorOr0(credit, currency) }] : []),
  ];
  const paid = tenders.reduce((s, t) => s + t.amount, 0);
  const outcome = lines.length > 0 ? tenderOutcome(totals.total, tenders, currency) : null;

  return {
    key,
    lines,
    totals,
    saleDiscount,
    cash,
    card,
    credit,
    creditHolder,
    paid,
    /** What is left to pay (0 once paid in full). */
    due: Math.max(0, totals.total - paid),
    outcome,
    has: (id: number) => lines.some((l) => l.item.id === id),
    add: (item: RegisterItem) => setLines((list) => [...list, { item, discount: null }]),
    remove: (id: number) => setLines((list) => list.filter((l) => l.item.id !== id)),
    setDiscount: (id: number, discount: number | null) =>
      setLines((list) => list.map((l) => (l.item.id === id ? { ...l, discount } : l))),
    setSaleDiscount,
    setCash,
    setCard,
    setCredit,
    setCreditHolder: (holder: CreditHolder | null) => {
      setCreditHolder(holder);
      if (!holder) setCredit(null);
    },
    /** The body the server takes. */
    body: (email: string) => ({
      key,
      lines: lines.map((l) => ({ id: l.item.id, discount: l.discount ?? 0 })),
      saleDiscount: saleDiscount ?? 0,
      tenders: [
        ...(card ? [{ kind: 'card' as const, amount: card }] : []),
        ...(cash ? [{ kind: 'cash' as const, amount: cash }] : []),
        ...(credit && creditHolder
          ? [{ kind: 'credit' as const, amount: credit, consignerId: creditHolder.consignerId }]
          : []),
      ],
      ...(email ? { email } : {}),
    }),
    reset: () => {
      setLines([]);
      setSaleDiscount(null);
      setCash(null);
      setCard(null);
      setCredit(null);
      setCreditHolder(null);
      setKey(newSaleKey());
    },
  };
}

export type RegisterSale = ReturnType<typeof useRegisterSale>;
