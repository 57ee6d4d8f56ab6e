/**
 * Nano Stores as the frames use them (`atom`, `onMount`), a third of its size: the frames'
 * build resolves `nanostores` here. What the shared stores rely on behaves as Nano Stores'
 * does: `set` tells listeners only of a new value, reading a store nobody listens to starts
 * and stops it (so `onMount` runs), and a store stops a second after its last listener left.
 * Left out: batching, `computed`, maps and the other lifecycle events, which no frame uses
 * (the build fails on a missing export).
 */
const UNMOUNT_DELAY = 1000;

type Listener<T> = (value: T) => void;
type Start = () => (() => void) | void;

export interface Atom<T> {
  value: T;
  get(): T;
  set(value: T): void;
  listen(listener: Listener<T>): () => void;
  subscribe(listener: Listener<T>): () => void;
  /** What `onMount` asked to run when the first listener comes. */
  starts: Start[];
}

export function atom<T>(initial: T): Atom<T> {
  const listeners: Listener<T>[] = [];
  let stops: (() => void)[] = [];
  let active = false;
  const $atom: Atom<T> = {
    value: initial,
    starts: [],
    get() {
      if (!listeners.length) $atom.listen(() => {})();
      return $atom.value;
    },
    set(value) {
      if (Object.is(value, $atom.value)) return;
      $atom.value = value;
      for (const listener of [...listeners]) listener(value);
    },
    listen(listener) {
      if (!listeners.length && !active) {
        active = true;
        for (const start of $atom.starts) {
          const stop = start();
          if (stop) stops.push(stop);
        }
      }
      listeners.push(listener);
      return () => {
        const index = listeners.indexOf(listener);
        if (index < 0) return;
        listeners.splice(index, 1);
        if (listeners.length) return;
        setTimeout(() => {
          if (!active || listeners.length) return;
          active = false;
          for (const stop of stops) stop();
          stops = [];
        }, UNMOUNT_DELAY);
      };
    },
    subscribe(listener) {
      const unbind = $atom.listen(listener);
      listener($atom.value);
      return unbind;
    },
  };
  return $atom;
}

/** Runs `start` when the store gets its first listener, and what it returns once it stops. */
export function onMount<T>($atom: Atom<T>, start: Start): void {
  $atom.starts.push(start);
}
