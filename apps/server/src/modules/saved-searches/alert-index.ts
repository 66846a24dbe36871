/**
 * An alert as the matching reads it: its search resolved (null: any), its place as a point of
 * `earth` (x, y, z in meters from the earth's center) with its distances as chords through the
 * earth, and its keys (`alert_match_keys`).
 */
export interface IndexedAlert {
  id: number;
  lat: number | null;
  lon: number | null;
  x: number | null;
  y: number | null;
  z: number | null;
  min_chord: number | null;
  max_chord: number | null;
  max_meters: number | null;
  job_type_ids: number[] | null;
  state_fips: string | null;
  category: string | null;
  experiences: string[] | null;
  salary_floor: number | null;
  salary_ceiling: number | null;
  company_id: number | null;
  tag: string | null;
  has_keyword: boolean;
  match_keys: string[];
}

/** A job as the matching reads it, with its point of `earth` and its keys (`job_match_keys`). */
export interface MatchedJobFacts {
  lat: number;
  lon: number;
  x: number;
  y: number;
  z: number;
  job_type_id: number;
  state_fips: string;
  category: string;
  experience: string;
  salary_min: number;
  salary_max: number;
  company_id: number;
  tags: string[];
  match_keys: string[];
}

/** The alerts a job meets: `certain` pass every condition, `keyword` pass all but their keyword. */
export interface IndexMatches {
  certain: number[];
  keyword: number[];
}

/** The conditions of an alert beyond its place and job types, kept only for alerts that have any. */
interface Conditions {
  stateFips: string | null;
  category: string | null;
  experiences: string[] | null;
  salaryFloor: number | null;
  salaryCeiling: number | null;
  companyId: number | null;
  tag: string | null;
  /** Job types beyond the masks' range. */
  jobTypeIds: number[] | null;
  /** The terms of its keyword, one of which a matching job holds; null when it needs none. */
  keywordTerms: Set<string> | null;
}

const CELL_DEGREES = 0.5;
const LON_CELLS = 360 / CELL_DEGREES;
/** Meters of surface per degree of latitude on `earth()`, rounded down so boxes err wide. */
const METERS_PER_DEGREE = 111_000;
/** An alert whose box would span more cells than this is tested against every job instead. */
const MAX_CELLS_PER_ALERT = 400;
/** Job type ids up to this one are kept as bits; an alert naming a higher one keeps its list. */
const MASKED_TYPES = 62;

const ALIVE = 1;
const HAS_PLACE = 2;
const HAS_CONDITIONS = 4;
const HAS_KEYWORD = 8;
const ANY_TYPE = 16;

const cellOf = (latCell: number, lonCell: number) =>
  latCell * LON_CELLS + (((lonCell % LON_CELLS) + LON_CELLS) % LON_CELLS);

/** Ids 1..62 as two 31-bit masks: [low, high]. */
function typeBit(id: number): [number, number] {
  return id <= 31 ? [1 << (id - 1), 0] : [0, 1 << (id - 32)];
}

/**
 * Every active alert in memory, for matching a new job against all of them at once: the search
 * run backwards. Alerts with a place are filed under each cell of a half-degree grid their
 * distance's box touches, so a job meets only the alerts of its own cell, tested by their chord
 * bounds; alerts without a place are filed under their keys, which a matching job must hold one
 * of. Each alert has a slot; a changed alert takes a new slot and its old one is left dead until
 * the lists are rebuilt.
 */
export class AlertIndex {
  private ids = new Int32Array(1024);
  private flags = new Uint8Array(1024);
  private points = new Float64Array(1024 * 3);
  private chords = new Float64Array(1024 * 2);
  private typeMasks = new Int32Array(1024 * 2);
  private conditions = new Map<number, Conditions>();
  private slots = 0;
  private deadSlots = 0;
  private readonly slotOf = new Map<number, number>();
  private cells = new Map<number, number[]>();
  private wide: number[] = [];
  private byKey = new Map<string, number[]>();
  /** Per slot, the last match that met it through a key, so one met through two counts once. */
  private seenIn = new Uint32Array(1024);
  private matchRound = 0;

  get size() {
    return this.slotOf.size;
  }

  upsert(alert: IndexedAlert) {
    this.remove(alert.id);
    const slot = this.newSlot();
    this.ids[slot] = alert.id;
    this.slotOf.set(alert.id, slot);
    let flags = ALIVE;
    const types = alert.job_type_ids;
    const beyondMasks = types?.some((id) => id < 1 || id > MASKED_TYPES) ?? false;
    if (!types || beyondMasks) flags |= ANY_TYPE;
    this.typeMasks[slot * 2] = 0;
    this.typeMasks[slot * 2 + 1] = 0;
    if (types && !beyondMasks)
      for (const id of types) {
        const [low, high] = typeBit(id);
        this.typeMasks[slot * 2]! |= low;
        this.typeMasks[slot * 2 + 1]! |= high;
      }
    const keywordTerms =
      alert.has_keyword && alert.match_keys.every((key) => key.startsWith('k:'))
        ? new Set(alert.match_keys)
        : null;
    const conditions: Conditions = {
      stateFips: alert.state_fips,
      category: alert.category,
      experiences: alert.experiences,
      salaryFloor: alert.salary_floor,
      salaryCeiling: alert.salary_ceiling,
      companyId: alert.company_id,
      tag: alert.tag,
      jobTypeIds: beyondMasks ? types : null,
      keywordTerms,
    };
    if (Object.values(conditions).some((value) => value !== null)) {
      flags |= HAS_CONDITIONS;
      this.conditions.set(slot, conditions);
    }
    if (alert.has_keyword) flags |= HAS_KEYWORD;
    if (alert.x !== null && alert.y !== null && alert.z !== null && alert.lat !== null) {
      flags |= HAS_PLACE;
      this.points[slot * 3] = alert.x;
      this.points[slot * 3 + 1] = alert.y;
      this.points[slot * 3 + 2] = alert.z;
      this.chords[slot * 2] = alert.min_chord ?? 0;
      this.chords[slot * 2 + 1] = alert.max_chord ?? Infinity;
      this.file(slot, alert.lat, alert.lon ?? 0, alert.max_meters);
    } else {
      for (const key of alert.match_keys) this.list(this.byKey, key).push(slot);
    }
    this.flags[slot] = flags;
  }

  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.flags[slot] = 0;
    this.conditions.delete(slot);
    this.deadSlots += 1;
  }

  /** Lists rebuilt without dead slots once they are a quarter of all. */
  get needsRebuild() {
    return this.deadSlots > 1000 && this.deadSlots * 4 > this.slots;
  }

  /** The alerts the job meets: `certain` pass every condition, `keyword` all but the keyword. */
  match(job: MatchedJobFacts): IndexMatches {
    const certain: number[] = [];
    const keyword: number[] = [];
    const [typeLow, typeHigh] =
      job.job_type_id >= 1 && job.job_type_id <= MASKED_TYPES ? typeBit(job.job_type_id) : [0, 0];
    const jobKeys = new Set(job.match_keys);
    const test = (slot: number) => {
      const flags = this.flags[slot]!;
      if (!(flags & ALIVE)) return;
      if (
        !(flags & ANY_TYPE) &&
        (this.typeMasks[slot * 2]! & typeLow) === 0 &&
        (this.typeMasks[slot * 2 + 1]! & typeHigh) === 0
      )
        return;
      if (flags & HAS_CONDITIONS && !meetsConditions(this.conditions.get(slot)!, job, jobKeys))
        return;
      (flags & HAS_KEYWORD ? keyword : certain).push(this.ids[slot]!);
    };
    const near = (slot: number) => {
      const dx = this.points[slot * 3]! - job.x;
      const dy = this.points[slot * 3 + 1]! - job.y;
      const dz = this.points[slot * 3 + 2]! - job.z;
      const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
      return chord >= this.chords[slot * 2]! && chord <= this.chords[slot * 2 + 1]!;
    };
    const cell = cellOf(
      Math.floor((job.lat + 90) / CELL_DEGREES),
      Math.floor((job.lon + 180) / CELL_DEGREES),
    );
    for (const slot of this.cells.get(cell) ?? []) if (near(slot)) test(slot);
    for (const slot of this.wide) if (this.flags[slot]! & ALIVE && near(slot)) test(slot);
    this.matchRound = (this.matchRound + 1) >>> 0 || 1;
    for (const key of jobKeys) {
      for (const slot of this.byKey.get(key) ?? []) {
        if (this.seenIn[slot] === this.matchRound) continue;
        this.seenIn[slot] = this.matchRound;
        test(slot);
      }
    }
    return { certain, keyword };
  }

  /** A copy without dead slots. */
  rebuilt() {
    const fresh = new AlertIndex();
    const moved = new Int32Array(this.slots).fill(-1);
    for (const [id, slot] of this.slotOf) {
      const to = fresh.newSlot();
      moved[slot] = to;
      fresh.ids[to] = id;
      fresh.slotOf.set(id, to);
      fresh.flags[to] = this.flags[slot]!;
      fresh.points.set(this.points.subarray(slot * 3, slot * 3 + 3), to * 3);
      fresh.chords.set(this.chords.subarray(slot * 2, slot * 2 + 2), to * 2);
      fresh.typeMasks.set(this.typeMasks.subarray(slot * 2, slot * 2 + 2), to * 2);
      const conditions = this.conditions.get(slot);
      if (conditions) fresh.conditions.set(to, conditions);
    }
    const live = (slots: number[]) =>
      slots.flatMap((slot) => (moved[slot]! >= 0 ? moved[slot]! : []));
    for (const [cell, slots] of this.cells) {
      const list = live(slots);
      if (list.length) fresh.cells.set(cell, list);
    }
    for (const [key, slots] of this.byKey) {
      const list = live(slots);
      if (list.length) fresh.byKey.set(key, list);
    }
    fresh.wide = live(this.wide);
    return fresh;
  }

  private list<K>(lists: Map<K, number[]>, key: K) {
    let list = lists.get(key);
    if (!list) {
      list = [];
      lists.set(key, list);
    }
    return list;
  }

  /** Files a slot under every cell of its distance's box, or as wide when that is too many. */
  private file(slot: number, lat: number, lon: number, maxMeters: number | null) {
    const latReach = maxMeters === null ? Infinity : maxMeters / METERS_PER_DEGREE;
    const edgeLat = Math.min(90, Math.abs(lat) + latReach);
    const lonReach =
      edgeLat >= 89 ? Infinity : (latReach / Math.cos((edgeLat * Math.PI) / 180)) * 1.01;
    const latFrom = Math.floor((Math.max(-90, lat - latReach) + 90) / CELL_DEGREES);
    const latTo = Math.floor((Math.min(90, lat + latReach) + 90) / CELL_DEGREES);
    const lonFrom = Math.floor((lon - lonReach + 180) / CELL_DEGREES);
    const lonTo = Math.floor((lon + lonReach + 180) / CELL_DEGREES);
    const lonCount = Math.min(LON_CELLS, lonTo - lonFrom + 1);
    if (!Number.isFinite(lonCount) || (latTo - latFrom + 1) * lonCount > MAX_CELLS_PER_ALERT) {
      this.wide.push(slot);
      return;
    }
    for (let latCell = latFrom; latCell <= latTo; latCell += 1)
      for (let lonCell = lonFrom; lonCell < lonFrom + lonCount; lonCell += 1) {
        this.list(this.cells, cellOf(latCell, lonCell)).push(slot);
      }
  }

  private newSlot() {
    if (this.slots === this.ids.length) {
      const grow = <T extends Int32Array | Uint8Array | Float64Array | Uint32Array>(
        array: T,
        per: number,
      ) => {
        const larger = new (array.constructor as new (length: number) => T)(
          this.ids.length * 2 * per,
        );
        larger.set(array);
        return larger;
      };
      this.flags = grow(this.flags, 1);
      this.points = grow(this.points, 3);
      this.chords = grow(this.chords, 2);
      this.typeMasks = grow(this.typeMasks, 2);
      this.seenIn = grow(this.seenIn, 1);
      this.ids = grow(this.ids, 1);
    }
    return this.slots++;
  }
}

function meetsConditions(c: Conditions, job: MatchedJobFacts, jobKeys: Set<string>) {
  if (c.stateFips !== null && c.stateFips !== job.state_fips) return false;
  if (c.category !== null && c.category !== job.category) return false;
  if (c.experiences !== null && !c.experiences.includes(job.experience)) return false;
  if (c.salaryFloor !== null && job.salary_max < c.salaryFloor) return false;
  if (c.salaryCeiling !== null && job.salary_min > c.salaryCeiling) return false;
  if (c.companyId !== null && c.companyId !== job.company_id) return false;
  if (c.tag !== null && !job.tags.includes(c.tag)) return false;
  if (c.jobTypeIds !== null && !c.jobTypeIds.includes(job.job_type_id)) return false;
  if (c.keywordTerms !== null) {
    for (const term of c.keywordTerms) if (jobKeys.has(term)) return true;
    return false;
  }
  return true;
}
