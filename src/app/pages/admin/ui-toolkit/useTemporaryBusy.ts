import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A busy flag that clears itself after `ms`, then calls `done`: the toolkit's stand-in for a
 * request, so the loading state can be seen. The timer is dropped if the page goes away.
 */
export function useTemporaryBusy(ms: number): [boolean, (done?: () => void) => void] {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(
    (done?: () => void) => {
      setBusy(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setBusy(false);
        done?.();
      }, ms);
    },
    [ms],
  );

  return [busy, start];
}
