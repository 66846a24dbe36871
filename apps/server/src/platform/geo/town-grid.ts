import { distanceMiles } from './geo-math';
import type { LatLon } from './geo-math';

const CELLS_PER_DEGREE = 2;
const MILES_PER_DEGREE = 69;
const MAX_RING = 180;

export interface Nearest<T> {
  item: T;
  miles: number;
}

/** Tie-break for equally near items (several towns can share one point). */
export type Preference<T> = (a: T, b: T) => number;

function closer<T>(best: Nearest<T> | undefined, item: T, miles: number, prefer: Preference<T>) {
  if (!best || miles < best.miles || (miles === best.miles && prefer(item, best.item) < 0)) {
    return { item, miles };
  }
  return best;
}

export function nearestByScan<T extends LatLon>(
  items: readonly T[],
  point: LatLon,
  prefer: Preference<T>,
): Nearest<T> | undefined {
  let best: Nearest<T> | undefined;
  for (const item of items) best = closer(best, item, distanceMiles(point, item), prefer);
  return best;
}

/** Nearest-neighbour lookup over points bucketed into half-degree cells, searched ring by ring. */
export class PointGrid<T extends LatLon> {
  private readonly cells = new Map<string, T[]>();

  constructor(
    items: readonly T[],
    private readonly prefer: Preference<T>,
  ) {
    for (const item of items) {
      const key = PointGrid.cellKey(PointGrid.cell(item.lat), PointGrid.cell(item.lon));
      const cell = this.cells.get(key);
      if (cell) cell.push(item);
      else this.cells.set(key, [item]);
    }
  }

  private static cell = (degrees: number) => Math.floor(degrees * CELLS_PER_DEGREE);
  private static cellKey = (row: number, column: number) => `${row}:${column}`;

  nearest(point: LatLon): Nearest<T> | undefined {
    const row = PointGrid.cell(point.lat);
    const column = PointGrid.cell(point.lon);
    let best: Nearest<T> | undefined;
    for (let ring = 0; ring <= MAX_RING; ring++) {
      for (let dRow = -ring; dRow <= ring; dRow++) {
        const edge = Math.abs(dRow) === ring;
        for (let dColumn = -ring; dColumn <= ring; dColumn += edge ? 1 : 2 * ring) {
          for (const item of this.cells.get(PointGrid.cellKey(row + dRow, column + dColumn)) ??
            []) {
            best = closer(best, item, distanceMiles(point, item), this.prefer);
          }
        }
      }
      if (best && best.miles <= this.ringLowerBoundMiles(point, ring + 1)) return best;
    }
    return best;
  }

  /** No point in ring `ring` or beyond is nearer than this. */
  private ringLowerBoundMiles(point: LatLon, ring: number) {
    const cellDegrees = (ring - 1) / CELLS_PER_DEGREE;
    const widestLatitude = Math.min(89, Math.abs(point.lat) + ring / CELLS_PER_DEGREE);
    return cellDegrees * MILES_PER_DEGREE * Math.cos((widestLatitude * Math.PI) / 180);
  }
}
