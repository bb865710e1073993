// The price of a zone and product over a range, step by step, and its day-weighted summary, held
// to the rule read day by day: on each day of the range the price in force is the newest record
// (highest id) of the latest effective day on or before it; days before the first record are not
// covered. Random records and ranges, across month and year ends and leap days.
import fc from 'fast-check';
import { stepsInRange, summarise } from '../src/domain/price-average';
import { addDays, dayNumber } from '../src/lib/calendar-days';
import { stepsDayByDay } from './price-rule';

const day = fc.integer({ min: 0, max: 500 }).map((offset) => addDays('2023-12-01', offset));
const records = fc
  .array(fc.record({ effective_from: day, price_cents: fc.integer({ min: 1, max: 2_000_000 }) }), {
    maxLength: 12,
  })
  .map((drawn) => drawn.map((record, index) => ({ ...record, id: index + 1 })));
const range = fc
  .tuple(fc.integer({ min: -20, max: 520 }), fc.integer({ min: 0, max: 400 }))
  .map(([start, length]) => ({
    from: addDays('2023-12-01', start),
    to: addDays('2023-12-01', start + length),
  }));

test('the steps and their summary are the prices in force day by day', () => {
  fc.assert(
    fc.property(records, range, (drawn, { from, to }) => {
      const expected = stepsDayByDay(drawn, from, to);
      const steps = stepsInRange(drawn, from, to);
      expect(
        steps.map(({ from: first, to: last, price_cents, price_id }) => ({
          from: first,
          to: last,
          price_cents,
          price_id,
        })),
      ).toEqual(expected);
      const summary = summarise(steps);
      if (expected.length === 0) {
        expect(summary).toBeUndefined();
        return;
      }
      const prices = expected.flatMap((step) =>
        Array.from(
          { length: dayNumber(step.to) - dayNumber(step.from) + 1 },
          () => step.price_cents,
        ),
      );
      const last = expected[expected.length - 1];
      expect(summary).toEqual({
        days_covered: prices.length,
        average_cents: Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length),
        min_cents: Math.min(...prices),
        max_cents: Math.max(...prices),
        end_cents: last?.price_cents,
        end_price_id: last?.price_id,
      });
    }),
    { numRuns: 300, seed: 20261128 },
  );
});
