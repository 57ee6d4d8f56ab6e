import type { RuleGroup } from "@core/rules";
import type { ListParam } from "@app/router/list-params";

/**
 * A filter as a rule group in JSON, as the API takes it. What cannot be a group reads as no
 * filter; whether its fields fit the callout is for the page to check, which knows the form.
 */
export const rulesParam = (): ListParam<RuleGroup | undefined> => ({
  parse(raw) {
    if (!raw) return undefined;
    try {
      const value: unknown = JSON.parse(raw);
      const group = value as RuleGroup;
      return typeof value === "object" &&
        value !== null &&
        (group.condition === "AND" || group.condition === "OR") &&
        Array.isArray(group.rules) &&
        group.rules.length > 0
        ? group
        : undefined;
    } catch {
      return undefined;
    }
  },
  format: (group) => (group && group.rules.length > 0 ? JSON.stringify(group) : undefined),
});
