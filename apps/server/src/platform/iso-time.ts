/** A time as the API answers it, from a Date or the text a raw query gives. */
export const toIso = (value: Date | string) => new Date(value).toISOString();
