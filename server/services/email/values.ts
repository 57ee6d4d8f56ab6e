import { number, object, string, type Infer } from "superstruct";
import { union } from "@core/validation/union";
import type { EmailFormats } from "./formats";

/**
 * Merge field values an email formats when it is rendered, in the recipient's language (issue
 * #23): a day, a moment to the minute (ISO strings, as a queued job keeps them) or an amount in
 * the organisation's currency. Callers queue these rather than text, so a German member's
 * email writes "26. April 2027" whoever queued it.
 */
const DayValue = object({ date: string() });
const MomentValue = object({ moment: string() });
const MoneyValue = object({ money: number() });

export const MergeValue = union([string(), number(), DayValue, MomentValue, MoneyValue]);
export type MergeValue = Infer<typeof MergeValue>;

/** Values for merge tags, by tag name (`FNAME` for `*|FNAME|*`). */
export type MergeFields = Readonly<Record<string, MergeValue | null | undefined>>;

/** A day, written as the recipient's language writes days: "26 April 2027". */
export const dayField = (date: Date): MergeValue => ({ date: date.toISOString() });

/** A moment to the minute, with its time zone. */
export const momentField = (date: Date): MergeValue => ({ moment: date.toISOString() });

/** An amount in currency units, in the organisation's currency: "£5.00". */
export const moneyField = (amount: number): MergeValue => ({ money: amount });

/** The text a value shows, formatted as `formats` write (the recipient's language). */
export function formatValue(
  value: MergeValue | null | undefined,
  formats: EmailFormats,
): string | number | null | undefined {
  if (value === null || value === undefined) return value;
  if (typeof value === "string" || typeof value === "number") return value;
  if ("date" in value) return formats.date(new Date(value.date));
  if ("moment" in value) return formats.moment(new Date(value.moment));
  return formats.money(value.money);
}
