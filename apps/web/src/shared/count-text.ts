/** "1 item", "3 items": a count with its noun, singular for one. */
export const countText = (n: number, noun: string, plural = `${noun}s`): string =>
  `${n} ${n === 1 ? noun : plural}`;
