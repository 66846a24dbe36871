/**
 * One field of a filter kept in the address: how it is read from the query string (anything
 * missing, malformed or refused reads as the default) and how it is written back.
 */
export interface SearchParamField<V> {
  fallback: V;
  read(params: URLSearchParams): V;
  /** Adds the value to `params`; a value equal to the default only with `keepDefault`. */
  write(params: URLSearchParams, value: V, keepDefault: boolean): void;
}

type Fields<T> = { [K in keyof T]: SearchParamField<T[K]> };

interface WriteOptions<T> {
  /** Fields left out whatever their value (a distance without a place to measure it from). */
  skip?: readonly (keyof T)[];
  /** Fields written even when they hold their default (the page range a request needs). */
  keep?: readonly (keyof T)[];
}

export interface SearchParamsCodec<T> {
  defaults: T;
  read(params: URLSearchParams): T;
  /** The query string of a filter: fields in the order they are described, defaults left out. */
  write(value: T, options?: WriteOptions<T>): URLSearchParams;
}

export function searchParamsCodec<T extends object>(fields: Fields<T>): SearchParamsCodec<T> {
  const names = Object.keys(fields) as (keyof T)[];
  const defaults = Object.fromEntries(names.map((name) => [name, fields[name].fallback])) as T;
  return {
    defaults,
    read: (params) =>
      Object.fromEntries(names.map((name) => [name, fields[name].read(params)])) as T,
    write: (value, { skip = [], keep = [] } = {}) => {
      const params = new URLSearchParams();
      for (const name of names) {
        if (!skip.includes(name)) fields[name].write(params, value[name], keep.includes(name));
      }
      return params;
    },
  };
}

/** Free text; with `accepts`, text that does not match reads as the default. */
export function text(
  key: string,
  { fallback = '', accepts }: { fallback?: string; accepts?: RegExp } = {},
): SearchParamField<string> {
  return {
    fallback,
    read: (params) => {
      const value = params.get(key)?.trim() ?? '';
      return value && (!accepts || accepts.test(value)) ? value : fallback;
    },
    write: (params, value, keepDefault) => {
      const trimmed = value.trim();
      if (trimmed && (keepDefault || trimmed !== fallback)) params.set(key, trimmed);
    },
  };
}

/** One of a fixed set of values, or the default. */
export function choice<T extends string, F extends string>(
  key: string,
  values: readonly T[],
  fallback: F,
): SearchParamField<T | F> {
  return {
    fallback,
    read: (params) => values.find((value) => value === params.get(key)) ?? fallback,
    write: (params, value, keepDefault) => {
      if (value && (keepDefault || value !== fallback)) params.set(key, value);
    },
  };
}

interface NumberOptions {
  min?: number;
  max?: number;
  /** Rounded to a whole number. */
  integer?: boolean;
}

function readNumber(
  raw: string | null,
  fallback: number,
  { min = -Infinity, max = Infinity, integer = false }: NumberOptions,
) {
  const parsed = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, integer ? Math.round(parsed) : parsed));
}

/** A number, kept within `min` and `max`. */
export function number(
  key: string,
  options: NumberOptions & { fallback: number },
): SearchParamField<number> {
  const { fallback } = options;
  return {
    fallback,
    read: (params) => readNumber(params.get(key), fallback, options),
    write: (params, value, keepDefault) => {
      if (keepDefault || value !== fallback) params.set(key, String(value));
    },
  };
}

/** A low and high number in two parameters, read in order. */
export function range(
  [lowKey, highKey]: readonly [string, string],
  options: NumberOptions & { fallback: [number, number] },
): SearchParamField<[number, number]> {
  const { fallback } = options;
  return {
    fallback,
    read: (params) => {
      const low = readNumber(params.get(lowKey), fallback[0], options);
      const high = readNumber(params.get(highKey), fallback[1], options);
      return low <= high ? [low, high] : [high, low];
    },
    write: (params, [low, high], keepDefault) => {
      if (keepDefault || low !== fallback[0]) params.set(lowKey, String(low));
      if (keepDefault || high !== fallback[1]) params.set(highKey, String(high));
    },
  };
}

/**
 * A list: read from repeated parameters and from comma lists alike; written as repeated
 * parameters, or as one comma list when `joined`.
 */
export function list(key: string, { joined = false } = {}): SearchParamField<string[]> {
  return {
    fallback: [],
    read: (params) =>
      params
        .getAll(key)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    write: (params, values) => {
      if (joined) {
        if (values.length) params.set(key, values.join(','));
      } else {
        for (const value of values) params.append(key, value);
      }
    },
  };
}

const MAX_START = 100_000;

/** A 0-based page of `size` rows, kept as the `start` and `end` of its row range. */
export function pageRange(size: number): SearchParamField<number> {
  return {
    fallback: 0,
    read: (params) =>
      Math.floor(readNumber(params.get('start'), 0, { min: 0, max: MAX_START }) / size),
    write: (params, page, keepDefault) => {
      if (!keepDefault && page === 0) return;
      params.set('start', String(page * size));
      params.set('end', String(page * size + size));
    },
  };
}
