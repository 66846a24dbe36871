import { DIRECTORY_DISTANCE_MAX } from '@fieldhire/contract/companies';
import { range } from './search-params';

/** The company and field agent directories' distance filter: whole miles from the place searched. */
export const directoryDistanceParam = range(['destination_min', 'destination_max'], {
  fallback: [0, DIRECTORY_DISTANCE_MAX],
  min: 0,
  max: DIRECTORY_DISTANCE_MAX,
  integer: true,
});
