import type { Body } from "./types";

/** Stripe's form encoding (`items[0][price_data][currency]=gbp`) into nested objects. */
export function parseForm(text: string): Body {
  const root: Body = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== "object" || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return arrays(root) as Body;
}

/** Objects keyed 0, 1, … become arrays, as Stripe reads them. */
function arrays(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, arrays(child)] as const);
  if (entries.length > 0 && entries.every(([key], index) => key === String(index))) {
    return entries.map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

export const text = (value: unknown): string => (typeof value === "string" ? value : "");
/** A list of ids as sent: `default_tax_rates[0]=…`, or `default_tax_rates=` to empty it. */
export const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);
export const int = (value: unknown): number => Number(text(value) || 0);
