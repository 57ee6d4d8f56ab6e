import { notFound } from "@core/errors";
import type { Services } from "../../services";

/** What the newsletter's routes share. */
export const TAG = "Newsletter";
export const ADMIN = { config: { access: "admin" as const } };

export function assertConfigured(newsletter: Services["newsletter"]): void {
  if (!newsletter.enabled) throw notFound("No newsletter provider is configured");
}
