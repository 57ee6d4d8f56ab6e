import { read, segment, write } from "../api/call";
import type { NewsletterGroup } from "../content";
import type { NewsletterState, ReconcileProgress, StartReconcile } from "./newsletter";

export const newsletterState = () => read<NewsletterState>("newsletter");

export const syncNewsletter = () => write<{ queued: number }>("POST", "newsletter/sync");

export const startReconcile = (body: StartReconcile) =>
  write<{ id: string }>("POST", "newsletter/reconcile", body);

export const reconcileProgress = (id: string) =>
  read<ReconcileProgress>(`newsletter/reconcile/${segment(id)}`);

/** The groups readers may choose where they opt in (anyone may ask). */
export const newsletterGroups = () => read<NewsletterGroup[]>("newsletter/groups");
