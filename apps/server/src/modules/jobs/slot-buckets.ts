/**
 * A run of index entries to read in sequence: a packed record of four numbers per entry (created
 * second, salary min, salary max, flags), the slot of each entry (null: the entry index is the
 * slot) and, when the run has them, each entry's point on the unit sphere (else read by slot).
 */
export interface EntryRun {
  records: Int32Array;
  slots: Int32Array | null;
  xyz?: Float64Array;
  size: number;
}

interface Bucket extends EntryRun {
  slots: Int32Array;
}

/**
 * Groups the slots of the open jobs index by one key (a job type, a state). Each bucket keeps its
 * own copy of its entries' records, so reading a bucket reads memory in sequence, and only grows:
 * its entries stay in slot order (the index's time order), and a removed job's entry stays until
 * the index is rebuilt, for readers to skip.
 */
export class SlotBuckets {
  private readonly buckets = new Map<number, Bucket>();

  add(slot: number, key: number, record: ArrayLike<number>) {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { slots: new Int32Array(16), records: new Int32Array(64), size: 0 };
      this.buckets.set(key, bucket);
    }
    if (bucket.size === bucket.slots.length) {
      const slots = new Int32Array(bucket.slots.length * 2);
      slots.set(bucket.slots);
      const records = new Int32Array(bucket.records.length * 2);
      records.set(bucket.records);
      bucket.slots = slots;
      bucket.records = records;
    }
    bucket.slots[bucket.size] = slot;
    bucket.records.set(record, bucket.size * 4);
    bucket.size += 1;
  }

  get(key: number): EntryRun {
    return (
      this.buckets.get(key) ?? { records: new Int32Array(0), slots: new Int32Array(0), size: 0 }
    );
  }
}
