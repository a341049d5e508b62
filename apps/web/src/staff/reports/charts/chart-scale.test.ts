import { describe, expect, it } from 'vitest';
import { labelEvery, niceTicks } from './chart-scale';

describe('chart axis ticks', () => {
  it('runs from zero to a round number at or above the largest value', () => {
    expect(niceTicks([0, 1500, 300], false)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks([0, 1234567], false)).toEqual([0, 250000, 500000, 750000, 1000000, 1250000]);
  });

  it('goes below zero for losses', () => {
    expect(niceTicks([-50, 300], false)).toEqual([-100, 0, 100, 200, 300]);
  });

  it('counts in whole numbers when the axis counts things', () => {
    expect(niceTicks([0, 1, 2], true)).toEqual([0, 1, 2]);
    expect(niceTicks([0, 0.4], true)).toEqual([0, 1]);
  });

  it('gives an empty series an axis of 0 to 1', () => {
    expect(niceTicks([0, 0], true)).toEqual([0, 1]);
    expect(niceTicks([], false)).toEqual([0, 1]);
  });
});

describe('day labels', () => {
  it('labels every day when there is room, fewer when there is not', () => {
    expect(labelEvery(7, 700, 40, 16)).toBe(1);
    expect(labelEvery(30, 600, 40, 16)).toBe(3);
    expect(labelEvery(1, 10, 40, 16)).toBe(1);
  });
});
