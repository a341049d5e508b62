/** Answers of the setup checklist calls (issue 33: the first hour of a new store). */
import { z } from 'zod';
import { SETUP_STEPS } from '../setup-checklist';
import { inventoryAdded } from './inventory';

export const setupStep = z.object({
  key: z.enum(SETUP_STEPS),
  done: z.boolean(),
});
export type SetupStep = z.output<typeof setupStep>;

/** GET /api/stores/current/setupChecklist: every step in order, what is done, and whether it was put away. */
export const setupChecklistAnswer = z
  .object({
    steps: z.array(setupStep),
    done: z.number().int(),
    total: z.number().int(),
    dismissed: z.boolean(),
  })
  .meta({
    examples: [
      {
        steps: [
          { key: 'fees', done: true },
          { key: 'firstConsigner', done: false },
        ],
        done: 1,
        total: 2,
        dismissed: false,
      },
    ],
  });
export type SetupChecklistAnswer = z.output<typeof setupChecklistAnswer>;

/** POST /api/inventories/quickAdd: the new product (its catalogue completed later) and its item. */
export const quickAdded = inventoryAdded.extend({
  product: z.object({ id: z.number().int(), title: z.string() }),
});
export type QuickAdded = z.output<typeof quickAdded>;
