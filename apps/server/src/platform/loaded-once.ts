/**
 * A value loaded on first use and kept until replaced; a load that fails is tried again by the
 * next use.
 */
export function loadedOnce<T>(load: () => Promise<T>) {
  let value: Promise<T> | null = null;
  let isLoaded = false;
  return {
    get(): Promise<T> {
      value ??= load().then(
        (loaded) => {
          isLoaded = true;
          return loaded;
        },
        (error: unknown) => {
          value = null;
          throw error;
        },
      );
      return value;
    },
    replace(next: T) {
      value = Promise.resolve(next);
    },
    get loaded() {
      return isLoaded;
    },
    /** The load under way or done, if one began. */
    get started() {
      return value;
    },
  };
}
