import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Test files that take long for their size, slowest first (a CI rehearsal's log, PostgreSQL
 * project). Vitest starts the files it has no timings for (a fresh clone, as in CI) largest
 * first, which left these short files to start near the end and run on alone while the other
 * worker idled.
 */
const SLOWEST = [
  "server/fuzz/openapi-fuzz.test.ts",
  "server/services/contributions/lifecycle.model.test.ts",
  "server/routes/access-matrix.test.ts",
  "server/routes/staff-access.test.ts",
  "server/services/beabee-import/pages.test.ts",
  "server/services/beabee-import/import.test.ts",
  "server/routes/contributions/recovery.test.ts",
  "server/services/outbound-webhooks/batches.test.ts",
  "server/routes/contributions/membership-state.test.ts",
];

/**
 * Vitest's order (project by project, so a worker keeps its imports for the next file of its
 * project; past timings when it has them), with the files of `SLOWEST` Vitest has no timings
 * for first in their project.
 */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const projectStart = new Map<string, number>();
    sorted.forEach((spec, index) => {
      if (!projectStart.has(spec.project.name)) projectStart.set(spec.project.name, index);
    });
    const key = (spec: TestSpecification, index: number): [number, number, number] => {
      const file = relative(root, spec.moduleId);
      const timed = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
      const listed = SLOWEST.indexOf(file);
      const rank = timed || listed === -1 ? SLOWEST.length : listed;
      return [projectStart.get(spec.project.name) ?? 0, rank, index];
    };
    return sorted
      .map((spec, index) => ({ spec, key: key(spec, index) }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
      .map(({ spec }) => spec);
  }
}
