/**
 * Puts back what one web test file can leave for the next in the worker they share
 * (`isolate: false` in vitest.config.ts), as a new worker would have it:
 *
 * - the app's modules, the test helpers and the inlined packages are evaluated anew, so module
 *   state starts empty and a file's vi.mock reaches every module that imports it;
 * - listeners on window and document and timers that the app's or a test's code added are
 *   removed, so an earlier file's code never runs during a later file;
 * - the document, the URL, cookies, storage and what tests defined on window or navigator are
 *   as jsdom made them, and timers are real.
 *
 * before-each-file.ts, the first of setupFiles, calls it.
 */
import { vi } from 'vitest';

interface Left {
  remove(): void;
}

interface Baseline {
  url: string;
  /** Attributes and markup of <html>, <head> and <body> as the environment made them. */
  elements: { element: Element; attributes: [string, string][]; html: string }[];
  /** Own properties of the global object (window) and navigator as the environment made them. */
  globals: Map<PropertyKey, PropertyDescriptor>;
  navigator: Map<PropertyKey, PropertyDescriptor>;
  /** Listeners and timers that the app's or a test's code added and has not removed yet. */
  left: Set<Left>;
}

const BASELINE = Symbol.for('fieldhire.test.fresh-file');
type TestGlobal = typeof globalThis & { [BASELINE]?: Baseline };

/**
 * Whether the caller of a wrapper (the frame after it) is the app's or a test's code rather than a
 * package's: what a package keeps for itself (user-event's listeners on the document, React's
 * scheduler) belongs to the worker's copy of that package and stays.
 */
function calledFromOwnCode() {
  const holder: { stack?: string } = {};
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 3;
  Error.captureStackTrace(holder, calledFromOwnCode);
  Error.stackTraceLimit = limit;
  // Line 0 is "Error", line 1 the wrapper, line 2 its caller.
  const caller = holder.stack?.split('\n')[2] ?? '';
  return caller.includes('/') && !caller.includes('/node_modules/') && !caller.includes('(node:');
}

function trackListeners(target: EventTarget, left: Set<Left>, install: (methods: object) => void) {
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  // One listener per (callback, type, capture), as the DOM counts them.
  const live = new Map<unknown, Map<string, Left>>();
  const idOf = (type: string, options?: boolean | EventListenerOptions) =>
    `${type}:${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
  install({
    addEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      add(type, listener, options);
      if (!listener || !calledFromOwnCode()) return;
      const id = idOf(type, options);
      const byId = live.get(listener) ?? new Map<string, Left>();
      live.set(listener, byId);
      if (byId.has(id)) return;
      const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
      const entry: Left = {
        remove() {
          remove(type, listener, capture);
          byId.delete(id);
          left.delete(entry);
        },
      };
      byId.set(id, entry);
      left.add(entry);
    },
    removeEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      const entry = listener ? live.get(listener)?.get(idOf(type, options)) : undefined;
      if (entry) entry.remove();
      else remove(type, listener, options);
    },
  });
}

function trackTimers(left: Set<Left>) {
  const { setTimeout, setInterval, clearTimeout, clearInterval } = globalThis;
  // Node's timers are objects whose number clearTimeout also takes.
  const keyOf = (handle: unknown) =>
    typeof handle === 'object' && handle !== null ? Number(handle) : handle;
  const live = new Map<unknown, Left>();
  const keep = (handle: unknown, clear: (handle: never) => void) => {
    const entry: Left = {
      remove() {
        clear(handle as never);
        live.delete(keyOf(handle));
        left.delete(entry);
      },
    };
    live.set(keyOf(handle), entry);
    left.add(entry);
  };
  const forget = (handle: unknown) => {
    const entry = live.get(keyOf(handle));
    if (entry) {
      live.delete(keyOf(handle));
      left.delete(entry);
    }
  };
  Object.assign(globalThis, {
    setTimeout: Object.assign(
      (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
        if (typeof callback !== 'function' || !calledFromOwnCode())
          return setTimeout(callback, ms, ...args);
        const handle = setTimeout(
          (...values: unknown[]) => {
            forget(handle);
            callback(...values);
          },
          ms,
          ...args,
        );
        keep(handle, clearTimeout);
        return handle;
      },
      setTimeout,
    ),
    setInterval: Object.assign(
      (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
        const handle = setInterval(callback, ms, ...args);
        if (calledFromOwnCode()) keep(handle, clearInterval);
        return handle;
      },
      setInterval,
    ),
    clearTimeout: (handle?: unknown) => {
      forget(handle);
      clearTimeout(handle as never);
    },
    clearInterval: (handle?: unknown) => {
      forget(handle);
      clearInterval(handle as never);
    },
  });
}

const descriptorsOf = (target: object) =>
  new Map<PropertyKey, PropertyDescriptor>(
    Reflect.ownKeys(target).map((name) => [
      name,
      Object.getOwnPropertyDescriptor(target, name) as PropertyDescriptor,
    ]),
  );

const sameDescriptor = (a: PropertyDescriptor | undefined, b: PropertyDescriptor) =>
  a !== undefined &&
  a.get === b.get &&
  a.set === b.set &&
  a.value === b.value &&
  a.writable === b.writable &&
  a.enumerable === b.enumerable;

/** Taken once per worker, before its first file's setup: the window as the environment made it. */
function takeBaseline(): Baseline {
  const left = new Set<Left>();
  // window is the global object; vitest's jsdom environment keeps what is assigned to it.
  trackListeners(window, left, (methods) => Object.assign(globalThis, methods));
  trackListeners(document, left, (methods) => {
    for (const [name, value] of Object.entries(methods))
      Object.defineProperty(document, name, { value, configurable: true, writable: true });
  });
  trackTimers(left);
  return {
    url: location.href,
    elements: [document.documentElement, document.head, document.body].map((element) => ({
      element,
      attributes: [...element.attributes].map((a): [string, string] => [a.name, a.value]),
      html: element === document.documentElement ? '' : element.innerHTML,
    })),
    globals: descriptorsOf(globalThis),
    navigator: descriptorsOf(navigator),
    left,
  };
}

function restore(
  target: object,
  baseline: Map<PropertyKey, PropertyDescriptor>,
  drop: (name: PropertyKey) => boolean,
) {
  for (const name of Reflect.ownKeys(target))
    if (!baseline.has(name) && drop(name)) Reflect.deleteProperty(target, name);
  for (const [name, descriptor] of baseline)
    if (!sameDescriptor(Object.getOwnPropertyDescriptor(target, name), descriptor))
      Object.defineProperty(target, name, descriptor);
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure`;
  }
}

/** The first call in a worker takes the baseline; each later one puts it back. */
export function freshFile() {
  const global = globalThis as TestGlobal;
  vi.useRealTimers();
  const baseline = global[BASELINE];
  if (!baseline) {
    global[BASELINE] = takeBaseline();
    return;
  }
  for (const entry of [...baseline.left]) entry.remove();
  // Globals that packages set when they load (React's act flag) stay with the packages; only
  // fake-indexeddb, inlined and so loaded again by the files that import it, is dropped.
  restore(
    globalThis,
    baseline.globals,
    (name) => typeof name === 'string' && /^(indexedDB|IDB)/.test(name),
  );
  restore(navigator, baseline.navigator, () => true);
  history.replaceState(null, '', baseline.url);
  // The same <html>, <head> and <body> elements: Testing Library's `screen` holds this body.
  for (const element of [...document.documentElement.children])
    if (element !== document.head && element !== document.body) element.remove();
  for (const { element, attributes, html } of baseline.elements) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
    if (element !== document.documentElement) element.innerHTML = html;
  }
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  vi.resetModules();
}
