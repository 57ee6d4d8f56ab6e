/** `useStore` of `@nanostores/react` for the frames' own stores (embed/shared/nanostores.ts). */
import { useCallback, useSyncExternalStore } from "react";
import type { Atom } from "./nanostores";

export function useStore<T>($atom: Atom<T>): T {
  const subscribe = useCallback((onChange: () => void) => $atom.listen(onChange), [$atom]);
  return useSyncExternalStore(subscribe, $atom.get);
}
