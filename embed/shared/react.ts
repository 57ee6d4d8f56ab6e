/**
 * React's API as our shared components use it, on Preact alone: the frames' build resolves
 * `react` here instead of to `preact/compat`, which would cost a tenth of the callout frame's
 * budget for features we do not use (classes, Suspense, portals, Children). What React does
 * differently from Preact, and our components rely on, is bridged in one vnode hook below.
 * The components avoid the rest: `lazyComponent` instead of `React.lazy`, no SVG attributes in
 * camelCase, `ref` as a plain prop (React 19's way) instead of `forwardRef`.
 */
import { options, type VNode } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";

export { cloneElement, createContext, createElement, createRef, Fragment } from "preact";
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "preact/hooks";

const typesWithoutInput = /^(?:checkbox|radio|file)$/;
const previousHook = options.vnode;
options.vnode = (vnode: VNode<Record<string, unknown>>) => {
  const { type, props } = vnode;
  if (typeof type === "function") {
    // React 19 hands a function component its `ref` as a prop; Preact 10 keeps it apart.
    if (vnode.ref) {
      props.ref = vnode.ref;
      vnode.ref = null;
    }
  } else if (
    (type === "textarea" || (type === "input" && !typesWithoutInput.test(String(props.type)))) &&
    props.onChange &&
    !props.onInput
  ) {
    // React's onChange on a text field fires on every keystroke: the DOM's `input` event.
    props.onInput = props.onChange;
    delete props.onChange;
  }
  previousHook?.(vnode);
};

/** React's hook for outside stores (nanostores' `useStore` reads through it). */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [, setRenders] = useState(0);
  const latestRef = useRef({ value, getSnapshot });
  useLayoutEffect(() => {
    latestRef.current = { value, getSnapshot };
  });
  useLayoutEffect(() => {
    const check = () => {
      const { value, getSnapshot } = latestRef.current;
      if (!Object.is(value, getSnapshot())) setRenders((count) => count + 1);
    };
    check(); // the store may have changed between render and subscription
    return subscribe(check);
  }, [subscribe]);
  return value;
}
