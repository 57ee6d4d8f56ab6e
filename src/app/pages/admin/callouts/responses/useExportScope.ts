import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { MAX_RULES, type RuleGroup } from "@core/rules";
import type { ExportScope } from "./ResponseExportDialog";

interface ExportChoice {
  /** The responses ticked by hand, none when all that match are selected or none are. */
  chosenIds: readonly string[];
  /** The list's rules, and its table: how many responses match them. */
  rules: RuleGroup;
  table: { total: number };
  /** Whether a filter narrows the bucket. */
  filtered: boolean;
  bucketName: string;
}

/** Which responses an export takes: those ticked by hand, else all that the list shows. */
export function useExportScope({
  chosenIds,
  rules,
  table,
  filtered,
  bucketName,
}: ExportChoice): ExportScope {
  const { t } = useLingui();
  if (chosenIds.length === 0) {
    return {
      rules,
      count: table.total,
      description: filtered
        ? plural(table.total, {
            0: `No response in ${bucketName} matches the filter.`,
            one: `The response in ${bucketName} that matches the filter.`,
            other: `The # responses in ${bucketName} that match the filter.`,
          })
        : plural(table.total, {
            0: `There are no responses in ${bucketName}.`,
            one: `The one response in ${bucketName}.`,
            other: `All # responses in ${bucketName}.`,
          }),
    };
  }
  if (chosenIds.length >= MAX_RULES) {
    return {
      rules,
      count: 0,
      description: t`Pick at most ${MAX_RULES - 1} responses by hand to export them, or select all that match the filter.`,
    };
  }
  return {
    rules: {
      condition: "OR",
      rules: chosenIds.map((id) => ({ field: "id", operator: "equal", value: [id] })),
    },
    count: chosenIds.length,
    description: plural(chosenIds.length, {
      one: "The selected response.",
      other: "The # selected responses.",
    }),
  };
}
