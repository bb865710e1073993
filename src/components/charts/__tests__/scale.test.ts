import { labelledIndexes, niceTicks } from '../scale';

describe('niceTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [7, [0, 2, 4, 6, 8]],
    [25, [0, 10, 20, 30]],
    [97, [0, 25, 50, 75, 100]],
    [1234, [0, 500, 1000, 1500]],
  ])('gives whole, evenly spaced ticks from 0 up to at least %p', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });
});

describe('labelledIndexes', () => {
  it('keeps the last label and spaces the others by at least the gap', () => {
    expect([...labelledIndexes(30, 20, 52)].sort((a, b) => a - b)).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29,
    ]);
    expect(labelledIndexes(5, 100, 52).size).toBe(5);
  });
});
