/**
 * A run of index entries to read in sequence: a packed record of four numbers per entry (created
 * second, salary min, salary max, flags) and the slot of each entry (null: the entry index is the
 * slot).
 */
export interface EntryRun {
  records: Int32Array;
  slots: Int32Array | null;
  size: number;
}

interface Bucket extends EntryRun {
  slots: Int32Array;
}

/**
 * Groups the slots of the open jobs index by one key (a job type, a state), each slot
 * in exactly one bucket, with constant-time insert and removal. Each bucket keeps its own copy of
 * its entries' records, so reading a bucket reads memory in sequence rather than all over the index.
 */
export class SlotBuckets {
  private readonly buckets = new Map<number, Bucket>();
  private keyOf: Int32Array;
  private positionOf: Int32Array;

  constructor(capacity: number) {
    this.keyOf = new Int32Array(capacity);
    this.positionOf = new Int32Array(capacity).fill(-1);
  }

  grow(capacity: number) {
    const keys = new Int32Array(capacity);
    keys.set(this.keyOf);
    const positions = new Int32Array(capacity).fill(-1);
    positions.set(this.positionOf);
    this.keyOf = keys;
    this.positionOf = positions;
  }

  add(slot: number, key: number, record: ArrayLike<number>) {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = {
        slots: new Int32Array(16),
        records: new Int32Array(64),
        size: 0,
      };
      this.buckets.set(key, bucket);
    }
    if (bucket.size === bucket.slots.length) {
      const widen = <T extends Int32Array | Float64Array>(array: T, make: (n: number) => T) => {
        const next = make(array.length * 2);
        next.set(array);
        return next;
      };
      bucket.slots = widen(bucket.slots, (n) => new Int32Array(n));
      bucket.records = widen(bucket.records, (n) => new Int32Array(n));
    }
    const at = bucket.size;
    bucket.slots[at] = slot;
    bucket.records.set(record, at * 4);
    this.positionOf[slot] = at;
    this.keyOf[slot] = key;
    bucket.size += 1;
  }

  remove(slot: number) {
    const position = this.positionOf[slot]!;
    if (position < 0) return;
    const bucket = this.buckets.get(this.keyOf[slot]!)!;
    const last = bucket.size - 1;
    const moved = bucket.slots[last]!;
    bucket.slots[position] = moved;
    bucket.records.copyWithin(position * 4, last * 4, last * 4 + 4);
    this.positionOf[moved] = position;
    bucket.size -= 1;
    this.positionOf[slot] = -1;
  }

  get(key: number): EntryRun {
    return this.buckets.get(key) ?? { records: new Int32Array(0), slots: new Int32Array(0), size: 0 };
  }
}
