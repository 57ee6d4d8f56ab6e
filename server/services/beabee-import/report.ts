/** What one import run found and did, per kind of row (contacts, callouts, …). */
export interface KindReport {
  /** Rows beabee has. */
  beabee: number;
  /** Rows of ours written: added and updated. */
  added: number;
  updated: number;
}

export interface RefusedRow {
  kind: string;
  beabeeId: string;
  reason: string;
}

export class ImportReport {
  readonly kinds = new Map<string, KindReport>();
  readonly refused: RefusedRow[] = [];
  /** Rows taken, with something the newsroom should look at. */
  readonly warnings: RefusedRow[] = [];

  private kind(kind: string): KindReport {
    let found = this.kinds.get(kind);
    if (!found) {
      found = { beabee: 0, added: 0, updated: 0 };
      this.kinds.set(kind, found);
    }
    return found;
  }

  found(kind: string, count: number): void {
    this.kind(kind).beabee += count;
  }

  wrote(kind: string, added: boolean): void {
    this.kind(kind)[added ? "added" : "updated"]++;
  }

  refuse(kind: string, beabeeId: string, reason: string): void {
    this.kind(kind);
    this.refused.push({ kind, beabeeId, reason });
  }

  warn(kind: string, beabeeId: string, reason: string): void {
    this.warnings.push({ kind, beabeeId, reason });
  }

  /** The end report: a line per kind, every row not taken and why, then the warnings. */
  format(dryRun: boolean): string {
    const lines = [
      dryRun
        ? "Dry run: nothing was written. This is what would come across:"
        : "Imported from beabee:",
    ];
    const width = Math.max(...[...this.kinds.keys()].map((kind) => kind.length), 4);
    lines.push(`  ${"kind".padEnd(width)}  beabee  added  updated  refused`);
    for (const [kind, counts] of this.kinds) {
      const refused = this.refused.filter((row) => row.kind === kind).length;
      lines.push(
        `  ${kind.padEnd(width)}  ${String(counts.beabee).padStart(6)}  ${String(counts.added).padStart(5)}  ${String(counts.updated).padStart(7)}  ${String(refused).padStart(7)}`,
      );
    }
    if (this.refused.length > 0) {
      lines.push("", `Rows not taken (${this.refused.length}):`);
      for (const row of this.refused) lines.push(`  ${row.kind} ${row.beabeeId}: ${row.reason}`);
    }
    if (this.warnings.length > 0) {
      lines.push("", `Rows taken, to look at (${this.warnings.length}):`);
      for (const row of this.warnings) lines.push(`  ${row.kind} ${row.beabeeId}: ${row.reason}`);
    }
    return lines.join("\n");
  }
}
