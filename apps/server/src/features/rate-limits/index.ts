/** The rate-limits feature's front door: app.ts builds the counters every instance shares (core/counters.ts). */
export { createCounterStore } from './create';
