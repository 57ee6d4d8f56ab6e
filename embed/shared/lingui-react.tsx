/**
 * `@lingui/react` as the frames use it (`I18nProvider`, `useLingui`, `Trans` as the macros
 * compile it), on embed/shared/lingui-core.ts: the frames' build resolves `@lingui/react` here
 * (vite.config.ts). `Trans` places the components of a translation (`<0>…</0>`, `<1/>`) as
 * Lingui 5 does; its `render` and `component` props, which our code never passes, are left out.
 */
import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import type { I18n } from "./lingui-core";

interface Lingui {
  i18n: I18n;
  _: I18n["_"];
}

const LinguiContext = createContext<Lingui | null>(null);

export const useLingui = (): Lingui => useContext(LinguiContext)!;

/** Renders once a locale is active, and again whenever the messages or the locale change. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const current = () => ({ i18n, _: i18n.t.bind(i18n), locale: i18n.locale });
  const [context, setContext] = useState(current);
  useEffect(() => {
    const update = () => setContext(current());
    const stop = i18n.on("change", update);
    if (context.locale !== i18n.locale) update();
    return stop;
    // Subscribes once per i18n; the locale is checked against the one it rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n]);
  if (!context.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

const TAG = /<([a-zA-Z0-9]+)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9]+)\/>/;

/** A translation's text with its `<n>…</n>` and `<n/>` tags made the components they name. */
function withElements(text: string, elements: Record<string, ReactElement>): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = [];
  if (parts[0]) tree.push(parts[0]);
  // Each tag splits into four parts: a paired tag's index and children, an unpaired tag's index,
  // and the text after it.
  for (let at = 1; at < parts.length; at += 4) {
    const [paired, children, unpaired, after] = parts.slice(at, at + 4);
    const element = elements[(paired ?? unpaired)!] ?? <Fragment />;
    const inner = children
      ? withElements(children, elements)
      : (element.props as { children?: ReactNode }).children;
    tree.push(cloneElement(element, { key: `$lingui$_${tree.length}` }, inner));
    if (after) tree.push(after);
  }
  return tree.length === 1 ? tree[0] : tree;
}

interface TransProps {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
  formats?: Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>;
}

export function Trans({ id, message, values, components, formats }: TransProps): ReactNode {
  const { i18n } = useLingui();
  // Values that are elements take a component's place, as `<n/>` in the text.
  const elements = { ...components };
  let texts = values;
  if (values) {
    texts = { ...values };
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === "string" || typeof value === "number") continue;
      const index = Object.keys(elements).length;
      elements[index] = <Fragment>{value as ReactNode}</Fragment>;
      texts[key] = `<${index}/>`;
    }
  }
  const translation = i18n._(id, texts, { message, formats });
  return translation ? withElements(translation, elements) : null;
}
