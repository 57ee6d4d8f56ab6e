import { pathParamNames } from "./document";

/** Values of a path's parameters that name something real: `{ id: <callout>, tagId: <tag> }`. */
export type Binding = Record<string, string>;

/**
 * The ids earlier answers gave, so later requests name things that exist and reach past 404s.
 * Bindings are kept per path prefix ending in a parameter: `/callout/{id}/tags/{tagId}` holds
 * callout and tag pairs, which `/callout/{id}/tags/{tagId}/merge` uses as well.
 */
export class IdPool {
  private readonly bindings = new Map<string, Binding[]>();
  private readonly templates: string[];

  /** `paths`: every path of the document, to know which prefixes name one thing. */
  constructor(paths: readonly string[]) {
    this.templates = [...new Set(paths.flatMap(prefixesEndingInParam))];
  }

  add(prefix: string, binding: Binding): void {
    const known = this.bindings.get(prefix) ?? [];
    const key = JSON.stringify(binding);
    if (known.some((existing) => JSON.stringify(existing) === key)) return;
    known.push(binding);
    // The newest matter most (older ones are often deleted); a bounded list stays cheap.
    if (known.length > 40) known.shift();
    this.bindings.set(prefix, known);
  }

  /** Known bindings for all of `path`'s parameters (its longest prefix that ends in one). */
  bindingsFor(path: string): Binding[] {
    const prefixes = prefixesEndingInParam(path);
    const longest = prefixes[prefixes.length - 1];
    return longest ? (this.bindings.get(longest) ?? []) : [];
  }

  /**
   * Records the ids in an answer of `path` (with `binding` its parameters): a created
   * thing (`{ id }`), a list's items, and a bulk change's `changeId`.
   */
  harvest(path: string, binding: Binding, body: unknown): void {
    const child = this.templates.find(
      (template) =>
        template.startsWith(`${path}/{`) &&
        pathParamNames(template).length === pathParamNames(path).length + 1,
    );
    const ids = idsIn(body);
    if (child) {
      const name = pathParamNames(child).at(-1) as string;
      for (const id of ids) this.add(child, { ...binding, [name]: id });
    }
    // The same things under their own top-level path: a callout's responses, its contacts.
    for (const [from, to] of ALIASES) {
      if (path === from) for (const id of ids) this.add(to, { id });
    }
    const changeId = (body as { changeId?: unknown } | null)?.changeId;
    const changes = `${path}/changes/{changeId}`;
    if (typeof changeId === "string" && this.templates.includes(changes)) {
      this.add(changes, { changeId });
    }
  }
}

/** Answers of one path whose ids are the things another path names. */
const ALIASES: readonly [string, string][] = [
  ["/callout/{id}/responses", "/callout-responses/{id}"],
  ["/segments/{id}/contacts", "/contact/{id}"],
  ["/callout/{id}/reviewer-candidates", "/contact/{id}"],
];

/** `/a/{x}/b/{y}/c` → `/a/{x}`, `/a/{x}/b/{y}`. */
function prefixesEndingInParam(path: string): string[] {
  const segments = path.split("/");
  return segments.flatMap((segment, index) =>
    segment.startsWith("{") ? [segments.slice(0, index + 1).join("/")] : [],
  );
}

/** The `id` of an answer, of its items, or of a list's `items`. */
function idsIn(body: unknown): string[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === "object" &&
        body !== null &&
        Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : [body];
  return list.flatMap((item) => {
    const id = (item as { id?: unknown } | null)?.id;
    return typeof id === "string" ? [id] : [];
  });
}
