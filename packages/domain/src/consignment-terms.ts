/**
 * Consignment terms (issue 16): how long an item is consigned, what happens at expiry, the markdown schedule and
 * who absorbs each markdown, and the payout split by age. Pure functions over calendar days in the store's time
 * zone (DateOnly) and integer minor units; the daily job and the screens both read them.
 */
import { addDays, type DateOnly, daysBetween } from './dates';
import { type Money, percentOf } from './money';

/** At the end of the term (after the grace period): back to the consigner, bought by the store, or renewed. */
export type ExpiryAction = 'return' | 'convert' | 'renew';
/** Who bears a markdown: the store (the consigner is paid on the price before it), the consigner, or both. */
export type MarkdownAbsorber = 'store' | 'consigner' | 'shared';

export interface MarkdownStep {
  /** Days after acceptance on which the step applies (day 0 is the accepted day). */
  afterDays: number;
  /** Percent off the listed price in total once this step applies (not compounded). */
  percentOff: number;
  absorbedBy: MarkdownAbsorber;
  /** For `shared`: the consigner's percent of this step's reduction. */
  consignerSharePercent: number;
}

export interface AgeSplit {
  /** From this day of the consignment (1 is the first day)... */
  fromDay: number;
  /** ...the consigner's percent of the selling price (the selling fee is the rest). */
  consignerPercent: number;
}

export interface ConsignmentTerms {
  termDays: number;
  expiryAction: ExpiryAction;
  /** For `convert`: the store buys the item at this percent of its listed price. */
  convertPayoutPercent: number;
  graceDays: number;
  /** For `renew`, and when a consigner renews: charged to the consigner's balance. */
  renewalFee: Money;
  /** Before this many days the consigner may neither withdraw nor lower the price. */
  minDaysBeforeChange: number;
  /** Markdowns never take the price below this percent of the listed price (0: no floor). */
  floorPercent: number;
  /** Items listed at or above this amount are never marked down (null: no such rule). */
  noMarkdownFrom: Money | null;
  /** Ascending by afterDays, percentOff ascending. */
  markdowns: MarkdownStep[];
  /** Ascending by fromDay; empty: the consigner type's fee rule applies at every age. */
  ageSplits: AgeSplit[];
}

/** Days before expiry on which the consigner is warned. */
export const EXPIRY_WARNING_DAYS = 7;

export interface TermDates {
  expiresOn: DateOnly;
  warnOn: DateOnly;
  graceEndsOn: DateOnly;
}

/** The term's calendar: the term ends `termDays` after acceptance, the grace period after that. */
export function termDates(terms: ConsignmentTerms, acceptedOn: DateOnly): TermDates {
  const expiresOn = addDays(acceptedOn, terms.termDays);
  return {
    expiresOn,
    warnOn: addDays(expiresOn, -EXPIRY_WARNING_DAYS),
    graceEndsOn: addDays(expiresOn, terms.graceDays),
  };
}

export type TermPhase = 'running' | 'expiring' | 'inGrace' | 'ended';

/** Where an item stands on `today`: on `graceEndsOn` (the expiry day when there is no grace) the action is due. */
export function termPhase(dates: TermDates, today: DateOnly): TermPhase {
  if (today < dates.warnOn) return 'running';
  if (today < dates.expiresOn) return 'expiring';
  if (today < dates.graceEndsOn) return 'inGrace';
  return 'ended';
}

export interface PlannedMarkdown {
  /** 1-based, as the inventory log says it ("step 2 of 3"). */
  step: number;
  of: number;
  on: DateOnly;
  /** The price once this step applies, after the floor. */
  price: Money;
  absorbedBy: MarkdownAbsorber;
  consignerSharePercent: number;
}

/** The lowest price markdowns may reach for an item listed at `listed`. */
export function markdownFloor(terms: ConsignmentTerms, listed: Money): Money {
  return terms.floorPercent > 0 ? listed - percentOf(listed, 100 - terms.floorPercent) : 0;
}

/** Every markdown the item will get, with its date and price; none when its price is exempt. */
export function markdownPlan(
  terms: ConsignmentTerms,
  acceptedOn: DateOnly,
  listed: Money,
): PlannedMarkdown[] {
  if (terms.noMarkdownFrom !== null && listed >= terms.noMarkdownFrom) return [];
  const floor = markdownFloor(terms, listed);
  const of = terms.markdowns.length;
  return terms.markdowns.map((step, index) => ({
    step: index + 1,
    of,
    on: addDays(acceptedOn, step.afterDays),
    price: Math.max(floor, listed - percentOf(listed, step.percentOff)),
    absorbedBy: step.absorbedBy,
    consignerSharePercent: step.consignerSharePercent,
  }));
}

/**
 * The markdown the daily job applies on `today` to an item whose last applied step is `appliedStep` (0: none):
 * the latest step due by today, so a missed day catches up in one change, and nothing when it is already applied
 * (running twice on one day changes nothing more). A step that would not lower the price (the floor) counts as
 * applied without a change.
 */
export function dueMarkdown(
  plan: readonly PlannedMarkdown[],
  appliedStep: number,
  today: DateOnly,
): PlannedMarkdown | null {
  let due: PlannedMarkdown | null = null;
  for (const step of plan) if (step.on <= today) due = step;
  return due && due.step > appliedStep ? due : null;
}

/**
 * The amount the consigner's payout is computed on, for an item listed at `listed` and sold after `applied`
 * markdown steps: each step's reduction (from the previous step's price) is borne by its absorber; the store's
 * share is added back. A markdown absorbed by the store never lowers the consigner's payout basis.
 */
export function markdownPayoutBasis(
  listed: Money,
  plan: readonly PlannedMarkdown[],
  appliedStep: number,
): Money {
  let previous = listed;
  let basis = listed;
  for (const step of plan.slice(0, appliedStep)) {
    const reduction = Math.max(0, previous - step.price);
    previous = Math.min(previous, step.price);
    if (step.absorbedBy === 'consigner') basis -= reduction;
    else if (step.absorbedBy === 'shared') basis -= percentOf(reduction, step.consignerSharePercent);
  }
  return basis;
}

/** The consigner's percent on the day of the consignment a sale happened (1 is the accepted day); null: none. */
export function ageSplitOn(terms: ConsignmentTerms, acceptedOn: DateOnly, soldOn: DateOnly): number | null {
  const day = daysBetween(acceptedOn, soldOn) + 1;
  let percent: number | null = null;
  for (const split of terms.ageSplits) if (split.fromDay <= day) percent = split.consignerPercent;
  return percent;
}

/** The consigner may withdraw or lower the price from this day on. */
export function changeAllowedFrom(terms: ConsignmentTerms, acceptedOn: DateOnly): DateOnly {
  return addDays(acceptedOn, terms.minDaysBeforeChange);
}

/** What the store pays a consigner when an expired item converts to store-owned. */
export function conversionPayout(terms: ConsignmentTerms, listed: Money): Money {
  return percentOf(listed, terms.convertPayoutPercent);
}

/** A renewal: the term starts again from the old expiry (never from an earlier day), for the renewal fee. */
export function renewedExpiry(terms: ConsignmentTerms, expiresOn: DateOnly, today: DateOnly): DateOnly {
  return addDays(expiresOn > today ? expiresOn : today, terms.termDays);
}

export interface TermsSale {
  /** The price the consigner's payout is computed on, before the order's discount. */
  basis: Money;
  /** The selling fee percent of the age split in force on the sale day; null: the fee rule's. */
  sellingFee: number | null;
}

/**
 * How an item sold under its terms pays out: the store's share of applied markdowns is added back to the price
 * it sold at (a price the consigner changed since keeps its own level), and the age split sets the selling fee.
 */
export function termsSale(
  terms: ConsignmentTerms,
  item: { startedOn: DateOnly; listed: Money; appliedStep: number; price: Money },
  soldOn: DateOnly,
): TermsSale {
  const plan = markdownPlan(terms, item.startedOn, item.listed);
  const step = Math.min(item.appliedStep, plan.length);
  const planned = step > 0 ? plan[step - 1]!.price : item.listed;
  const addBack = Math.max(0, markdownPayoutBasis(item.listed, plan, step) - planned);
  const split = ageSplitOn(terms, item.startedOn, soldOn);
  return { basis: item.price + addBack, sellingFee: split === null ? null : 100 - split };
}

/** What the seller portal shows of an item's term on `today`. */
export interface TermOutlook {
  phase: TermPhase;
  expiresOn: DateOnly;
  graceEndsOn: DateOnly;
  /** Whole days until the term ends (0 on and after the expiry day). */
  daysLeft: number;
  nextMarkdown: PlannedMarkdown | null;
  expiryAction: ExpiryAction;
  renewalFee: Money;
  /** A renewal is offered from the warning week until the expiry action is applied. */
  canRenew: boolean;
  changeAllowedFrom: DateOnly;
}

export function termOutlook(
  terms: ConsignmentTerms,
  item: { startedOn: DateOnly; expiresOn: DateOnly; listed: Money; appliedStep: number },
  today: DateOnly,
): TermOutlook {
  const graceEndsOn = addDays(item.expiresOn, terms.graceDays);
  const dates = {
    expiresOn: item.expiresOn,
    warnOn: addDays(item.expiresOn, -EXPIRY_WARNING_DAYS),
    graceEndsOn,
  };
  const phase = termPhase(dates, today);
  const plan = markdownPlan(terms, item.startedOn, item.listed);
  return {
    phase,
    expiresOn: item.expiresOn,
    graceEndsOn,
    daysLeft: Math.max(0, daysBetween(today, item.expiresOn)),
    nextMarkdown: plan.find((step) => step.step > item.appliedStep) ?? null,
    expiryAction: terms.expiryAction,
    renewalFee: terms.renewalFee,
    canRenew: phase === 'expiring' || phase === 'inGrace',
    changeAllowedFrom: changeAllowedFrom(terms, item.startedOn),
  };
}
