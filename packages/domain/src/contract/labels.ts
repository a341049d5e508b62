import { z } from 'zod';
import { filterQueryShape, idList, normalizeIds } from './inventory-requests';

export const LABEL_LIMIT = 2000;

export const labelIds = idList.max(LABEL_LIMIT, `Please print at most ${LABEL_LIMIT} labels at once.`);

export const labelsBody = z.preprocess(
  normalizeIds,
  z.strictObject({ ids: labelIds, markPrinted: z.boolean().default(true) }),
);

export const manifestBody = z.strictObject({
  ids: labelIds.optional(),
  ...filterQueryShape,
});

export const consignerLabelsBody = z.preprocess(normalizeIds, z.strictObject({ ids: labelIds }));
