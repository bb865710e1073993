/**
 * Answers kept while the database stays as it was (a ChangeStamp, db/change-stamp.ts): a lookup
 * with another stamp than the one the entries were stored under drops them all. An answer is
 * stored under the stamp read *before* it was computed, so it is never served to a request that
 * came after a change. Bounded by entries and by weight (e.g. the bytes of a JSON text); the
 * oldest entries go first.
 */
export class StampedCache<Value> {
  private stamp = '';
  private readonly entries = new Map<string, { value: Value; weight: number }>();
  private weight = 0;

  constructor(
    private readonly limits: { entries: number; weight: number },
    private readonly weigh: (value: Value) => number = () => 1,
  ) {}

  get(stamp: string, key: string): Value | undefined {
    if (stamp !== this.stamp) {
      this.reset(stamp);
      return undefined;
    }
    return this.entries.get(key)?.value;
  }

  set(stamp: string, key: string, value: Value): void {
    if (stamp !== this.stamp) this.reset(stamp);
    const weight = this.weigh(value);
    if (weight > this.limits.weight) return;
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries && this.weight <= this.limits.weight) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private reset(stamp: string): void {
    this.stamp = stamp;
    this.entries.clear();
    this.weight = 0;
  }
}
