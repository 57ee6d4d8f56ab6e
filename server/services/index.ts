import type { DatabaseConnection } from "../db/connection";
import { createContentService } from "./content";
import { createHealthService } from "./health";

/** The domain services one app instance uses. */
export type Services = ReturnType<typeof createServices>;

export function createServices(database: DatabaseConnection) {
  return {
    health: createHealthService(database),
    content: createContentService(database.db),
  };
}
