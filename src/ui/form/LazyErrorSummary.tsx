import { lazyComponent } from "../lazy";
import type { ErrorSummaryProps } from "./ErrorSummary";

/**
 * The error summary for a frame's first screen, where nothing is wrong yet: its code loads
 * when a form is first used (`LazyErrorSummary.load()`), or else when it first shows.
 */
export const LazyErrorSummary = lazyComponent<ErrorSummaryProps>(() =>
  import("./ErrorSummary").then((module) => module.ErrorSummary),
);
