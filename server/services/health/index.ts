import { boolean, enums, object, string, type Infer } from "superstruct";
import type { DatabaseConnection } from "../../db/connection";

/** What `GET /health` answers; load balancers and the dashboard's start-up poll read it. */
export const HealthReport = object({
  status: enums(["ok", "error"]),
  timestamp: string(),
  services: object({ database: boolean() }),
});
export type HealthReport = Infer<typeof HealthReport>;

/** A database that hangs counts as down: load balancers need an answer, not a timeout. */
const PING_TIMEOUT_MS = 2000;

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

export function createHealthService(database: Pick<DatabaseConnection, "ping">) {
  // Set only through the test hook, to see how clients behave while the server is down.
  let forcedDown = false;
  return {
    async check(): Promise<HealthReport> {
      const databaseUp = !forcedDown && (await withTimeout(database.ping(), PING_TIMEOUT_MS));
      return {
        status: databaseUp ? "ok" : "error",
        timestamp: new Date().toISOString(),
        services: { database: databaseUp },
      };
    },
    forceDown(down: boolean): void {
      forcedDown = down;
    },
  };
}
