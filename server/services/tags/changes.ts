/** `+id` and `-id` tag changes (contacts' and responses' alike) as the ids to add and to remove. */
export function tagChanges(changes: readonly string[] = []) {
  const ids = (sign: string) => [
    ...new Set(
      changes
        .filter((change) => change.startsWith(sign))
        .map((change) => change.slice(1).toLowerCase()),
    ),
  ];
  return { add: ids("+"), remove: ids("-") };
}
