import type { FuzzOptions, FuzzReport, Finding } from "./run";

/** Findings of one operation, kind and status: how many, and the first request that got one. */
function grouped(findings: Finding[]): string[] {
  const groups = new Map<string, { count: number; first: Finding }>();
  for (const finding of findings) {
    const key = `${finding.operation} → ${finding.problem.status} ${finding.problem.kind}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { count: 1, first: finding });
  }
  return [...groups.entries()].map(
    ([key, { count, first }]) =>
      `  ${key} ×${count}\n` +
      `    as ${first.caller}: ${first.request}\n    ${first.problem.detail.slice(0, 400)}`,
  );
}

/** What the run did and found, with the seed that replays it. */
export function formatReport(report: FuzzReport, options: FuzzOptions): string {
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  return [
    `fuzz: ${report.requests} requests (${report.skipped} skipped to spare the callers), seed ${options.seed}, ${options.runs} runs, ${options.rounds} rounds; replay with AGORA_FUZZ_SEED=${options.seed} AGORA_FUZZ_RUNS=${options.runs} AGORA_FUZZ_ROUNDS=${options.rounds}`,
    `statuses: ${statuses}`,
    `never answered with a 2xx (${report.neverSucceeded.length}): ${report.neverSucceeded.join(", ")}`,
    `error codes: ${Object.entries(report.errorCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(" ")}`,
    ...(report.storyFailures.length > 0
      ? ["story steps without a 2xx:", ...report.storyFailures.map((line) => `  ${line}`)]
      : []),
    ...(report.lostCallers.length > 0
      ? ["callers lost:", ...report.lostCallers.map((line) => `  ${line}`)]
      : []),
    `findings (${report.findings.length}):`,
    ...grouped(report.findings),
  ].join("\n");
}
