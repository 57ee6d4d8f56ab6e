import type { LogStream } from "./logger";

/** pino's level numbers, as a person reads them. */
const LEVEL_NAMES: Readonly<Record<number, string>> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/** Fields every line has, or that the line's own words already say. */
const LEFT_OUT = new Set(["time", "level", "msg", "pid", "hostname", "req", "res", "err"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldText(value: unknown): string {
  if (typeof value === "string") return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/**
 * One of pino's JSON lines as a person reads it on a terminal:
 * `14:03:07 WARN  message  GET /url 200 12ms key=value`, and an error's stack below. Anything
 * that is not a JSON object is left as it is.
 */
export function readableLogLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.endsWith("\n") ? line : `${line}\n`;
  }
  if (!isRecord(entry)) return `${line.trimEnd()}\n`;
  const time =
    typeof entry.time === "number" ? new Date(entry.time).toISOString().slice(11, 19) : "";
  const level = (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const parts = [time, level, typeof entry.msg === "string" ? entry.msg : ""];
  const { req, res, err } = entry;
  if (isRecord(req)) parts.push(`${fieldText(req.method)} ${fieldText(req.url)}`);
  if (isRecord(res)) parts.push(fieldText(res.statusCode));
  for (const [key, value] of Object.entries(entry)) {
    if (LEFT_OUT.has(key) || value === undefined) continue;
    parts.push(
      key === "responseTime" ? `${Math.round(Number(value))}ms` : `${key}=${fieldText(value)}`,
    );
  }
  let text = parts.filter((part) => part !== "").join(" ");
  if (isRecord(err)) {
    const stack = typeof err.stack === "string" ? err.stack : fieldText(err.message);
    text += `\n  ${stack.split("\n").join("\n  ")}`;
  }
  return `${text}\n`;
}

/** Where the logger writes on a terminal: each JSON line made readable first. */
export function readableLogStream(
  out: { write(text: string): unknown } = process.stdout,
): LogStream {
  return { write: (line) => void out.write(readableLogLine(line)) };
}
