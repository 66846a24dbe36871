import { useReferenceOptions } from './reference-data';

/** Job types as the spec's label/value pairs. */
export const useJobTypes = () => useReferenceOptions('jobtype');
