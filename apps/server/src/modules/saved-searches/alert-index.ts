import { parseKeywordQuery, type KeywordTest } from './keyword-query';

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
  /** Its keyword as parsed (`keyword_query`), in PostgreSQL's text form. */
  keyword_query: string | null;
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

/**
 * The alerts a job meets: `certain` pass every condition, `keyword` pass all but a keyword only
 * the database can test (see `parseKeywordQuery`).
 */
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
  /** Its keyword, in PostgreSQL's text form. */
  keywordQuery: string | null;
  /** Its keyword, when the job's lexemes alone decide it. */
  keywordTest: KeywordTest | null;
}

/** The slots filed under a cell or a key: compacted once loaded, plain while they grow. */
type SlotList = number[] | Int32Array;

const CELL_DEGREES = 0.5;
const LON_CELLS = 360 / CELL_DEGREES;
/** Meters of surface per degree of latitude on `earth()`, rounded down so boxes err wide. */
const METERS_PER_DEGREE = 111_000;
/** An alert whose box would span more cells than this is tested against every job instead. */
const MAX_CELLS_PER_ALERT = 400;
/** Job type ids up to this one are kept as bits; an alert naming a higher one keeps its list. */
const MASKED_TYPES = 62;

/** A cell's alerts are kept in a list per job type they name, and one for those naming none. */
const TYPE_BUCKETS = MASKED_TYPES + 1;

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
  /** An alert's chord bounds, squared as the distance they bound is compared. */
  private squaredChords = new Float64Array(1024 * 2);
  private typeMasks = new Int32Array(1024 * 2);
  private conditions = new Map<number, Conditions>();
  private slots = 0;
  private deadSlots = 0;
  private readonly slotOf = new Map<number, number>();
  private cells = new Map<number, SlotList>();
  private wide: number[] = [];
  private byKey = new Map<string, SlotList>();
  private sharedConditions = new Map<string, Conditions>();
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
    const conditions = this.conditionsOf(alert, beyondMasks ? types : null);
    if (conditions) {
      flags |= HAS_CONDITIONS;
      this.conditions.set(slot, conditions);
    }
    if (conditions?.keywordQuery && !conditions.keywordTest) flags |= HAS_KEYWORD;
    if (alert.x !== null && alert.y !== null && alert.z !== null && alert.lat !== null) {
      flags |= HAS_PLACE;
      this.points[slot * 3] = alert.x;
      this.points[slot * 3 + 1] = alert.y;
      this.points[slot * 3 + 2] = alert.z;
      this.squaredChords[slot * 2] = (alert.min_chord ?? 0) ** 2;
      this.squaredChords[slot * 2 + 1] = (alert.max_chord ?? Infinity) ** 2;
      this.file(
        slot,
        alert.lat,
        alert.lon ?? 0,
        alert.max_meters,
        flags & ANY_TYPE ? [0] : [...new Set(types)],
      );
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
    const { ids, flags, points, squaredChords, typeMasks, conditions } = this;
    const test = (slot: number) => {
      const slotFlags = flags[slot]!;
      if (!(slotFlags & ALIVE)) return;
      if (
        !(slotFlags & ANY_TYPE) &&
        (typeMasks[slot * 2]! & typeLow) === 0 &&
        (typeMasks[slot * 2 + 1]! & typeHigh) === 0
      )
        return;
      if (slotFlags & HAS_CONDITIONS && !meetsConditions(conditions.get(slot)!, job, jobKeys))
        return;
      (slotFlags & HAS_KEYWORD ? keyword : certain).push(ids[slot]!);
    };
    const { x, y, z } = job;
    const testNear = (slots: SlotList) => {
      for (const slot of slots) {
        const dx = points[slot * 3]! - x;
        const dy = points[slot * 3 + 1]! - y;
        const dz = points[slot * 3 + 2]! - z;
        const squared = dx * dx + dy * dy + dz * dz;
        if (squared >= squaredChords[slot * 2]! && squared <= squaredChords[slot * 2 + 1]!)
          test(slot);
      }
    };
    const cell = cellOf(
      Math.floor((job.lat + 90) / CELL_DEGREES),
      Math.floor((job.lon + 180) / CELL_DEGREES),
    );
    testNear(this.cells.get(cell * TYPE_BUCKETS) ?? []);
    if (typeLow | typeHigh) testNear(this.cells.get(cell * TYPE_BUCKETS + job.job_type_id) ?? []);
    testNear(this.wide);
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
      fresh.squaredChords.set(this.squaredChords.subarray(slot * 2, slot * 2 + 2), to * 2);
      fresh.typeMasks.set(this.typeMasks.subarray(slot * 2, slot * 2 + 2), to * 2);
      const conditions = this.conditions.get(slot);
      if (conditions) fresh.conditions.set(to, conditions);
    }
    const live = (slots: SlotList) => {
      const list: number[] = [];
      for (const slot of slots) if (moved[slot]! >= 0) list.push(moved[slot]!);
      return list;
    };
    for (const [cell, slots] of this.cells) {
      const list = live(slots);
      if (list.length) fresh.cells.set(cell, list);
    }
    for (const [key, slots] of this.byKey) {
      const list = live(slots);
      if (list.length) fresh.byKey.set(key, list);
    }
    fresh.wide = live(this.wide);
    fresh.compact();
    return fresh;
  }

  /**
   * An alert's conditions beyond its place and masked job types, or null when it has none; one
   * object for every alert with the same ones (many alerts share a keyword and nothing else).
   */
  private conditionsOf(alert: IndexedAlert, jobTypeIds: number[] | null): Conditions | null {
    const keywordQuery = alert.keyword_query;
    const keywordKeys =
      keywordQuery !== null && alert.match_keys.every((key) => key.startsWith('k:'))
        ? alert.match_keys
        : null;
    const fields = [
      alert.state_fips,
      alert.category,
      alert.experiences,
      alert.salary_floor,
      alert.salary_ceiling,
      alert.company_id,
      alert.tag,
      jobTypeIds,
      keywordQuery,
      keywordKeys,
    ];
    if (fields.every((value) => value === null)) return null;
    const key = JSON.stringify(fields);
    let conditions = this.sharedConditions.get(key);
    if (!conditions) {
      conditions = {
        stateFips: alert.state_fips,
        category: alert.category,
        experiences: alert.experiences,
        salaryFloor: alert.salary_floor,
        salaryCeiling: alert.salary_ceiling,
        companyId: alert.company_id,
        tag: alert.tag,
        jobTypeIds,
        keywordQuery,
        keywordTerms: keywordKeys && new Set(keywordKeys),
        keywordTest: keywordQuery === null ? null : parseKeywordQuery(keywordQuery),
      };
      this.sharedConditions.set(key, conditions);
    }
    return conditions;
  }

  /** Makes every list a compact array of 4-byte slots, once the alerts are loaded. */
  compact() {
    for (const lists of [this.cells, this.byKey] as Map<unknown, SlotList>[])
      for (const [key, list] of lists) lists.set(key, Int32Array.from(list));
  }

  private list<K>(lists: Map<K, SlotList>, key: K) {
    const list = lists.get(key);
    if (Array.isArray(list)) return list;
    // A compacted list takes new slots as a plain array again.
    const growing = list ? Array.from(list) : [];
    lists.set(key, growing);
    return growing;
  }

  /**
   * Files a slot under every cell of its distance's box, once per job type it names (0: any), or
   * as wide when that is too many cells.
   */
  private file(
    slot: number,
    lat: number,
    lon: number,
    maxMeters: number | null,
    typeIds: number[],
  ) {
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
        for (const typeId of typeIds)
          this.list(this.cells, cellOf(latCell, lonCell) * TYPE_BUCKETS + typeId).push(slot);
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
      this.squaredChords = grow(this.squaredChords, 2);
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
  if (c.keywordTerms !== null && !holdsAny(jobKeys, c.keywordTerms)) return false;
  return c.keywordTest === null || c.keywordTest((lexeme) => jobKeys.has(`k:${lexeme}`));
}

function holdsAny(keys: Set<string>, terms: Set<string>) {
  for (const term of terms) if (keys.has(term)) return true;
  return false;
}
