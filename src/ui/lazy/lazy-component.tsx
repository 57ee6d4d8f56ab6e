import { useEffect, useState, type ComponentType, type ReactNode } from "react";

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the code now, so the first render can show it at once. */
  load(): Promise<void>;
}

/**
 * A component whose code loads when it first renders; `fallback` shows meanwhile (nothing by
 * default). Unlike `React.lazy` it needs no `Suspense`, so the frames run it on Preact
 * without the compat layer. A failed load shows the fallback and is tried again on the next
 * mount.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      () => {
        loading = undefined;
      },
    ));

  function Lazy(props: P) {
    const [, setReady] = useState(Loaded !== undefined);
    // Asks even when the code is here by now: it may have arrived between the render and this
    // effect (Preact runs effects a frame later), and the render showed the fallback.
    useEffect(() => {
      void start().then(() => setReady(Loaded !== undefined));
    }, []);
    return Loaded ? <Loaded {...props} /> : fallback(props);
  }
  Lazy.load = start;
  return Lazy;
}
