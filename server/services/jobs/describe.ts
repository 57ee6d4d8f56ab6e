import type { StructError } from "superstruct";

/** Where a value did not fit its schema, without the value (a payload may hold secrets). */
export function misfit(error: StructError): string {
  return `${error.path.join(".") || "the value"} is not ${error.type}`;
}

export function describe(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: "Error", message: String(error) };
}
