import { CATEGORIES, EXPERIENCES } from '@fieldhire/contract/constants';
import {
  DATE_WINDOWS,
  DATE_WINDOWS_US,
  type IndexedJob,
  type IndexQuery,
  type IndexResult,
  type IndexSort,
} from './index-query';
import {
  ALIVE,
  CATEGORY_SHIFT,
  chordOf,
  EXPERIENCE_SHIFT,
  EXPIRES,
  FEATURED,
  LATE,
  metersOfChord,
  primaryOf,
  SECONDS_FROM,
  SEVEN_BITS,
  SORT_CODES,
  STATE_SHIFT,
  stateCode,
  THREE_BITS,
  toUnit,
  TYPE_SHIFT,
} from './job-record';
import { SlotBuckets, type EntryRun } from './slot-buckets';
import { Tally } from './search-tally';

type Plan = ReturnType<OpenJobsIndex['plan']>;
/** An id set as the slots its jobs hold, one bit per slot, and (once read in full) their records. */
interface SlotSet {
  version: number;
  bits: Uint8Array;
  slots: Int32Array;
  run: EntryRun | null;
}
/** A list of candidates: its size, and its runs of entries. */
interface Candidates {
  size: number;
  runs: () => EntryRun[];
}

/**
 * Every open job of the marketplace in packed columns, so a search's count, facets and page are
 * computed in memory instead of by the database, which must visit every matching row to count it.
 *
 * A search either reads all of its smallest candidate list (the id sets it must be within, which the
 * database finds by keyword, tag, company or neighborhood, or its job types' or its state's jobs)
 * and counts exactly, or walks the
 * jobs in its sort's order (slots are kept in time order; two permutations keep pay order), so
 * the page is the first matches met and the count stops at the cap, as large boards show
 * "10,000+". Slots are never reused: an edited job moves to a new slot, and jobs appended since
 * the last rebuild that do not fit an order are read apart until the next rebuild.
 */
export class OpenJobsIndex {
  private capacity: number;
  private used = 0;
  private live = 0;
  private builtUpTo = 0;
  private lateSlots: number[] = [];
  private lastCreatedUs = Number.NEGATIVE_INFINITY;
  private version = 0;
  private slotOfId = new Int32Array(1024).fill(-1);
  private record: Int32Array;
  private ids: Int32Array;
  private createdUs: Float64Array;
  private expiresUs: Float64Array;
  private xyz: Float64Array;
  private dead: Uint8Array;
  private payHigh: EntryRun = { records: new Int32Array(0), slots: new Int32Array(0), size: 0 };
  private payLow: EntryRun = this.payHigh;
  private featuredSlots = new Set<number>();
  private types: SlotBuckets;
  private states: SlotBuckets;
  private maxJobType = 0;
  private readonly slotSets = new WeakMap<Int32Array, SlotSet>();

  constructor(jobs: Iterable<IndexedJob> = [], capacity = 1024) {
    this.capacity = Math.max(16, capacity);
    this.record = new Int32Array(this.capacity * 4);
    this.ids = new Int32Array(this.capacity);
    this.createdUs = new Float64Array(this.capacity);
    this.expiresUs = new Float64Array(this.capacity);
    this.xyz = new Float64Array(this.capacity * 3);
    this.dead = new Uint8Array(this.capacity >> 3);
    this.types = new SlotBuckets();
    this.states = new SlotBuckets();
    const sorted = [...jobs].sort((a, b) => a.createdUs - b.createdUs || a.id - b.id);
    for (const job of sorted) this.upsert(job);
    this.buildOrders();
  }

  /** An index of jobs read in batches, oldest first (others are read apart until a rebuild). */
  static async fromBatches(batches: AsyncIterable<IndexedJob[]>) {
    const index = new OpenJobsIndex();
    for await (const batch of batches) for (const job of batch) index.upsert(job);
    index.buildOrders();
    return index;
  }

  get size() {
    return this.live;
  }

  has(id: number) {
    return id < this.slotOfId.length && this.slotOfId[id]! >= 0;
  }

  /** Whether enough has changed since the last rebuild that searches read much apart from the orders. */
  get needsRebuild() {
    return (
      this.used - this.builtUpTo > 2000 || this.used - this.live > Math.max(1000, this.live / 4)
    );
  }

  /** The same jobs in a fresh index: in time order, pay orders complete, no dead slots. */
  rebuilt() {
    return new OpenJobsIndex(this.jobs(), this.live + 1024);
  }

  private *jobs(): Generator<IndexedJob> {
    for (let slot = 0; slot < this.used; slot += 1) {
      const bits = this.record[slot * 4 + 3]!;
      if ((bits & ALIVE) === 0) continue;
      const x = this.xyz[slot * 3]!;
      const y = this.xyz[slot * 3 + 1]!;
      const z = this.xyz[slot * 3 + 2]!;
      const category = ((bits >>> CATEGORY_SHIFT) & THREE_BITS) - 1;
      const experience = ((bits >>> EXPERIENCE_SHIFT) & THREE_BITS) - 1;
      yield {
        id: this.ids[slot]!,
        featured: (bits & FEATURED) !== 0,
        createdUs: this.createdUs[slot]!,
        expiresUs: (bits & EXPIRES) !== 0 ? this.expiresUs[slot]! : null,
        jobTypeId: bits >>> TYPE_SHIFT,
        category: CATEGORIES[category] ?? '',
        experience: EXPERIENCES[experience] ?? '',
        stateFips: String((bits >>> STATE_SHIFT) & SEVEN_BITS).padStart(2, '0'),
        salaryMin: this.record[slot * 4 + 1]!,
        salaryMax: this.record[slot * 4 + 2]!,
        lat: (Math.asin(Math.max(-1, Math.min(1, z))) * 180) / Math.PI,
        lon: (Math.atan2(y, x) * 180) / Math.PI,
      };
    }
  }

  private buildOrders() {
    const slots: number[] = [];
    for (let slot = 0; slot < this.used; slot += 1)
      if ((this.record[slot * 4 + 3]! & ALIVE) !== 0) slots.push(slot);
    this.payHigh = this.runOf(Int32Array.from(slots).sort(this.comparator('salary_desc', null)));
    this.payLow = this.runOf(Int32Array.from(slots).sort(this.comparator('salary_asc', null)));
    this.builtUpTo = this.used;
    this.lateSlots = [];
  }

  /** The given slots with a copy of their records (and points), to read in sequence. */
  private runOf(slots: Int32Array, withPoints = false): EntryRun {
    const records = new Int32Array(slots.length * 4);
    slots.forEach((slot, i) => records.set(this.record.subarray(slot * 4, slot * 4 + 4), i * 4));
    if (!withPoints) return { records, slots, size: slots.length };
    const xyz = new Float64Array(slots.length * 3);
    slots.forEach((slot, i) => xyz.set(this.xyz.subarray(slot * 3, slot * 3 + 3), i * 3));
    return { records, slots, xyz, size: slots.length };
  }

  private grow() {
    const capacity = this.capacity * 2;
    const widen = <T extends Int32Array | Float64Array>(
      array: T,
      size: number,
      make: (n: number) => T,
    ) => {
      const next = make(size);
      next.set(array);
      return next;
    };
    this.record = widen(this.record, capacity * 4, (n) => new Int32Array(n));
    this.ids = widen(this.ids, capacity, (n) => new Int32Array(n));
    this.createdUs = widen(this.createdUs, capacity, (n) => new Float64Array(n));
    this.expiresUs = widen(this.expiresUs, capacity, (n) => new Float64Array(n));
    this.xyz = widen(this.xyz, capacity * 3, (n) => new Float64Array(n));
    const dead = new Uint8Array(capacity >> 3);
    dead.set(this.dead);
    this.dead = dead;
    this.capacity = capacity;
  }

  /** Adds an open job, or replaces what the index holds of it. */
  upsert(job: IndexedJob) {
    this.remove(job.id);
    if (job.id >= this.slotOfId.length) {
      const next = new Int32Array(Math.max(job.id + 1, this.slotOfId.length * 2)).fill(-1);
      next.set(this.slotOfId);
      this.slotOfId = next;
    }
    if (this.used === this.capacity) this.grow();
    const slot = this.used;
    this.used += 1;
    this.live += 1;
    this.version += 1;
    this.slotOfId[job.id] = slot;
    const category = CATEGORIES.indexOf(job.category as never) + 1;
    const experience = EXPERIENCES.indexOf(job.experience as never) + 1;
    const state = stateCode(job.stateFips);
    const late = job.createdUs < this.lastCreatedUs;
    this.lastCreatedUs = Math.max(this.lastCreatedUs, job.createdUs);
    this.record[slot * 4] = Math.floor(job.createdUs / 1e6 - SECONDS_FROM);
    this.record[slot * 4 + 1] = job.salaryMin;
    this.record[slot * 4 + 2] = job.salaryMax;
    this.record[slot * 4 + 3] =
      ALIVE |
      (job.featured ? FEATURED : 0) |
      (job.expiresUs !== null ? EXPIRES : 0) |
      (late ? LATE : 0) |
      (category << CATEGORY_SHIFT) |
      (experience << EXPERIENCE_SHIFT) |
      (state << STATE_SHIFT) |
      (job.jobTypeId << TYPE_SHIFT);
    if (late) this.lateSlots.push(slot);
    if (job.featured) this.featuredSlots.add(slot);
    this.ids[slot] = job.id;
    this.createdUs[slot] = job.createdUs;
    this.expiresUs[slot] = job.expiresUs ?? Number.POSITIVE_INFINITY;
    const [x, y, z] = toUnit(job.lat, job.lon);
    this.xyz[slot * 3] = x;
    this.xyz[slot * 3 + 1] = y;
    this.xyz[slot * 3 + 2] = z;
    this.maxJobType = Math.max(this.maxJobType, job.jobTypeId);
    const record = this.record.subarray(slot * 4, slot * 4 + 4);
    this.types.add(slot, job.jobTypeId, record);
    this.states.add(slot, state, record);
  }

  /** Forgets a job that closed, filled or was deleted. */
  remove(id: number) {
    if (!this.has(id)) return;
    const slot = this.slotOfId[id]!;
    this.featuredSlots.delete(slot);
    this.record[slot * 4 + 3] = this.record[slot * 4 + 3]! & ~ALIVE;
    this.dead[slot >> 3]! |= 1 << (slot & 7);
    this.slotOfId[id] = -1;
    this.live -= 1;
    this.version += 1;
  }

  /** A set of job ids as the slots they hold now and one bit per slot, kept as long as the set is. */
  private slotSet(set: Int32Array) {
    const known = this.slotSets.get(set);
    if (known?.version === this.version) return known;
    const bits = new Uint8Array((this.used >> 3) + 1);
    const slots = new Int32Array(set.length);
    let size = 0;
    for (const id of set) {
      const slot = id < this.slotOfId.length ? this.slotOfId[id]! : -1;
      if (slot < 0) continue;
      bits[slot >> 3]! |= 1 << (slot & 7);
      slots[size++] = slot;
    }
    const entry: SlotSet = {
      version: this.version,
      bits,
      slots: slots.slice(0, size).sort(),
      run: null,
    };
    this.slotSets.set(set, entry);
    return entry;
  }

  /** Candidate lists that hold every match, smallest first by total size. */
  private candidateLists(query: IndexQuery, plan: Plan): Candidates[] {
    const options: Candidates[] = plan.sets.map((set) => ({
      size: set.slots.length,
      // A set's records are copied only when it is read in full.
      runs: () => {
        if (!set.run || (query.point && !set.run.xyz))
          set.run = this.runOf(set.slots, query.point !== null);
        return [set.run];
      },
    }));
    const ofBuckets = (runs: EntryRun[]) => ({ size: total(runs), runs: () => runs });
    if (query.jobTypes?.length)
      options.push(ofBuckets([...new Set(query.jobTypes)].map((type) => this.types.get(type))));
    if (query.stateFips !== null)
      options.push(ofBuckets([this.states.get(stateCode(query.stateFips))]));
    return options.sort((a, b) => a.size - b.size);
  }

  search(query: IndexQuery): IndexResult {
    const plan = this.plan(query);
    const tally = new Tally(
      this.maxJobType,
      query.limit,
      query.countCap,
      this.comparator(query.sort, plan.point),
    );
    const options = this.candidateLists(query, plan);
    const smallest = options[0];
    // A walk in order visits about countCap / selectivity jobs before it may stop.
    const selectivity = options.reduce(
      (product, option) => product * Math.min(1, option.size / Math.max(1, this.live)),
      1,
    );
    const walkVisits = Math.min(this.used, (query.countCap + 1) / Math.max(selectivity, 1e-9));
    const inTime =
      query.sort === 'newest' || query.sort === 'newest_plain' || query.sort === 'oldest';
    if (smallest && (query.sort === 'distance' || smallest.size <= walkVisits)) {
      // Candidate lists are in slot order, which is time order: a time sort walks them too.
      if (inTime) this.walk(query, plan, tally, smallest.runs());
      else for (const run of smallest.runs()) this.scan(run, false, plan, tally, false);
    } else if (query.sort === 'distance') {
      this.scan(this.everySlot(), false, plan, tally, false);
    } else {
      this.walk(query, plan, tally, [this.everySlot()]);
    }
    return this.resultOf(tally, plan);
  }

  /**
   * Reads the jobs in the sort's order, after those that are not in that order; for a time sort,
   * `runs` are the candidates in time order (every slot, or a candidate list).
   */
  private walk(query: IndexQuery, plan: Plan, tally: Tally, runs: EntryRun[]) {
    const apart = (slots: Iterable<number>) =>
      this.scan(this.runOf(Int32Array.from(slots)), false, plan, tally, false);
    if (query.sort === 'salary_desc' || query.sort === 'salary_asc') {
      apart(range(this.builtUpTo, this.used));
      this.scan(
        query.sort === 'salary_desc' ? this.payHigh : this.payLow,
        false,
        plan,
        tally,
        true,
      );
      return;
    }
    const featuredApart = query.sort === 'newest';
    if (featuredApart) apart(this.featuredSlots);
    apart(
      featuredApart
        ? this.lateSlots.filter((slot) => !this.featuredSlots.has(slot))
        : this.lateSlots,
    );
    plan.skip = LATE | (featuredApart ? FEATURED : 0);
    for (const run of runs) this.scan(run, query.sort !== 'oldest', plan, tally, true);
  }

  private everySlot(): EntryRun {
    return { records: this.record, slots: null, size: this.used };
  }

  private plan(query: IndexQuery) {
    const typeAllowed = new Uint8Array(Math.max(this.maxJobType + 1, 1));
    if (query.jobTypes?.length) {
      for (const type of query.jobTypes) if (type <= this.maxJobType) typeAllowed[type] = 1;
    } else typeAllowed.fill(1);
    const experienceAllowed = new Uint8Array(EXPERIENCES.length + 1);
    if (query.experiences?.length) {
      for (const value of query.experiences)
        experienceAllowed[EXPERIENCES.indexOf(value as never) + 1] = 1;
      experienceAllowed[0] = 0;
    } else experienceAllowed.fill(1);
    const point = query.point ? toUnit(query.point.lat, query.point.lon) : null;
    const maxChord = chordOf(query.maxMeters);
    const minChord = query.minMeters > 0 ? chordOf(query.minMeters) : 0;
    const sets = query.within.map((set) => this.slotSet(set));
    const createdAfterSec =
      query.createdAfterUs === null
        ? Number.NEGATIVE_INFINITY
        : Math.ceil(query.createdAfterUs / 1e6 - SECONDS_FROM);
    return {
      nowUs: query.nowUs,
      state: query.stateFips === null ? -1 : stateCode(query.stateFips),
      category: query.category === undefined ? -1 : CATEGORIES.indexOf(query.category as never) + 1,
      typeAllowed,
      experienceAllowed,
      createdAfterSec,
      floor: query.salaryFloor ?? Number.NEGATIVE_INFINITY,
      ceiling: query.salaryCeiling ?? Number.POSITIVE_INFINITY,
      point,
      maxChord2: maxChord * maxChord,
      minChord2: minChord * minChord,
      sets,
      windowStartsSec: DATE_WINDOWS.map(
        (window) => (query.nowUs - DATE_WINDOWS_US[window]) / 1e6 - SECONDS_FROM,
      ),
      sort: SORT_CODES[query.sort],
      /** Flags of slots the ordered walk leaves to be read apart. */
      skip: 0,
    };
  }

  /**
   * Counts the matches of a run of entries (backwards when `reverse`). In an ordered walk it stops
   * once the count is past the cap and no later entry can enter the page, or once a bound of the
   * order is crossed.
   */
  private scan(run: EntryRun, reverse: boolean, plan: Plan, tally: Tally, ordered: boolean) {
    const { records, slots, size } = run;
    const { dead, expiresUs } = this;
    const xyz = run.xyz ?? this.xyz;
    const pointsBySlot = run.xyz === undefined;
    const { nowUs, typeAllowed, experienceAllowed, createdAfterSec, floor, ceiling, point, sets } =
      plan;
    const { maxChord2, minChord2, windowStartsSec, sort, skip } = plan;
    const wantState = plan.state;
    const wantCategory = plan.category;
    const [px, py, pz] = point ?? [0, 0, 0];
    const { typeCounts, categoryCounts, experienceCounts, windowCounts, top } = tally;
    const windows = windowStartsSec.length;
    const cap = tally.cap;
    let count = tally.count;
    let threshold = tally.threshold;
    for (let k = 0; k < size; k += 1) {
      const i = reverse ? size - 1 - k : k;
      const at = i * 4;
      const bits = records[at + 3]!;
      if ((bits & ALIVE) === 0 || (bits & skip) !== 0) continue;
      const created = records[at]!;
      const low = records[at + 1]!;
      const high = records[at + 2]!;
      if (ordered) {
        if (sort === 0 || sort === 1) {
          if (created < createdAfterSec) break;
        } else if (sort === 3) {
          if (high < floor) break;
        } else if (sort === 4) {
          if (low > ceiling) break;
        }
      }
      if (created < createdAfterSec || high < floor || low > ceiling) continue;
      const type = bits >>> TYPE_SHIFT;
      if (typeAllowed[type] !== 1) continue;
      const category = (bits >>> CATEGORY_SHIFT) & THREE_BITS;
      if (wantCategory >= 0 && category !== wantCategory) continue;
      const experience = (bits >>> EXPERIENCE_SHIFT) & THREE_BITS;
      if (experienceAllowed[experience] !== 1) continue;
      if (wantState >= 0 && ((bits >>> STATE_SHIFT) & SEVEN_BITS) !== wantState) continue;
      const slot = slots === null ? i : slots[i]!;
      if (slots !== null && (dead[slot >> 3]! & (1 << (slot & 7))) !== 0) continue;
      if ((bits & EXPIRES) !== 0 && expiresUs[slot]! <= nowUs) continue;
      let outside = false;
      for (const set of sets) {
        if ((set.bits[slot >> 3]! & (1 << (slot & 7))) === 0) {
          outside = true;
          break;
        }
      }
      if (outside) continue;
      let chord2 = 0;
      if (point !== null) {
        const p = (pointsBySlot ? slot : i) * 3;
        const dx = xyz[p]! - px;
        const dy = xyz[p + 1]! - py;
        const dz = xyz[p + 2]! - pz;
        chord2 = dx * dx + dy * dy + dz * dz;
        if (chord2 > maxChord2 || chord2 < minChord2) continue;
      }
      const primary = primaryOf(sort, bits, created, low, high, chord2);
      if (count <= cap) {
        count += 1;
        typeCounts[type]! += 1;
        if (category > 0) categoryCounts[category - 1]! += 1;
        if (experience > 0) experienceCounts[experience - 1]! += 1;
        for (let w = 0; w < windows; w += 1)
          if (created >= windowStartsSec[w]!) windowCounts[w]! += 1;
      } else if (ordered && top.full && primary < threshold) {
        break;
      }
      if (primary < threshold) continue;
      top.offer(slot);
      if (top.full) threshold = this.primaryOfSlot(top.worst, plan);
    }
    tally.count = count;
    tally.threshold = threshold;
  }

  private primaryOfSlot(slot: number, plan: Plan) {
    const at = slot * 4;
    return primaryOf(
      plan.sort,
      this.record[at + 3]!,
      this.record[at]!,
      this.record[at + 1]!,
      this.record[at + 2]!,
      plan.point ? this.chord2(slot, plan.point) : 0,
    );
  }

  private chord2(slot: number, [px, py, pz]: readonly [number, number, number]) {
    const { xyz } = this;
    return (
      (xyz[slot * 3]! - px) ** 2 + (xyz[slot * 3 + 1]! - py) ** 2 + (xyz[slot * 3 + 2]! - pz) ** 2
    );
  }

  private resultOf(tally: Tally, plan: Plan): IndexResult {
    const ordered = tally.top.sorted();
    const capped = tally.count > tally.cap;
    const facets: IndexResult['facets'] = {
      job_type: {},
      category: {},
      experience: {},
      date_posted: { all: tally.count },
    };
    tally.typeCounts.forEach((n, type) => {
      if (n > 0) facets.job_type[String(type)] = n;
    });
    tally.categoryCounts.forEach((n, code) => {
      if (n > 0) facets.category[CATEGORIES[code]!] = n;
    });
    tally.experienceCounts.forEach((n, code) => {
      if (n > 0) facets.experience[EXPERIENCES[code]!] = n;
    });
    DATE_WINDOWS.forEach((window, w) => {
      facets.date_posted[window] = tally.windowCounts[w]!;
    });
    const point = plan.point;
    return {
      count: Math.min(tally.count, tally.cap),
      capped,
      facets,
      ids: ordered.map((slot) => this.ids[slot]!),
      distances: ordered.map((slot) =>
        point ? metersOfChord(Math.sqrt(this.chord2(slot, point))) : null,
      ),
    };
  }

  /** Negative when slot a comes before slot b in the sort. */
  private comparator(sort: IndexSort, point: Plan['point']) {
    const { ids, record, createdUs } = this;
    const newest = (a: number, b: number) => createdUs[b]! - createdUs[a]! || ids[b]! - ids[a]!;
    switch (sort) {
      case 'newest':
        return (a: number, b: number) =>
          (record[b * 4 + 3]! & FEATURED) - (record[a * 4 + 3]! & FEATURED) || newest(a, b);
      case 'newest_plain':
        return newest;
      case 'oldest':
        return (a: number, b: number) => createdUs[a]! - createdUs[b]! || ids[a]! - ids[b]!;
      case 'salary_desc':
        return (a: number, b: number) =>
          record[b * 4 + 2]! - record[a * 4 + 2]! || ids[b]! - ids[a]!;
      case 'salary_asc':
        return (a: number, b: number) =>
          record[a * 4 + 1]! - record[b * 4 + 1]! || ids[a]! - ids[b]!;
      case 'distance': {
        const from = point ?? [0, 0, 0];
        return (a: number, b: number) =>
          this.chord2(a, from) - this.chord2(b, from) || ids[a]! - ids[b]!;
      }
    }
  }
}

const total = (runs: EntryRun[]) => runs.reduce((sum, run) => sum + run.size, 0);

function* range(from: number, to: number) {
  for (let slot = from; slot < to; slot += 1) yield slot;
}
