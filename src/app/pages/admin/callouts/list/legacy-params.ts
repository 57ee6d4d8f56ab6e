/**
 * The predecessor's names of the list's parameters (behaviour.md: `?filter=` for the status tab,
 * `?s=` for the title search), which bookmarks and links from its time still carry, and ours.
 */
const RENAMED: Readonly<Record<string, string>> = { filter: "status", s: "search" };

/**
 * The address's query with the predecessor's parameter names replaced by ours (a value of ours
 * wins), or undefined when it has none of them.
 */
export function withCurrentParamNames(search: string): string | undefined {
  const query = new URLSearchParams(search);
  const old = Object.keys(RENAMED).filter((name) => query.has(name));
  if (old.length === 0) return undefined;
  for (const name of old) {
    const current = RENAMED[name]!;
    const value = query.get(name) ?? "";
    query.delete(name);
    if (!query.has(current) && value) query.set(current, value);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
