import type { Frame, Page } from "@playwright/test";
import axe from "axe-core";

/** WCAG 2.2 A and AA as axe-core checks them: labels, roles, names, contrast, structure. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * What axe finds wrong on the page or frame as it is now, one line per element: the whole
 * document, or only the sections holding the elements of these ids; less what `exclude`'s
 * selectors match (a third party's markup we do not draw, said why where it is used).
 */
export async function axeViolations(
  target: Page | Frame,
  { within, exclude }: { within?: string[]; exclude?: string[] } = {},
): Promise<string[]> {
  // Once per document: pages opened by the app's own router keep it.
  const loaded = await target.evaluate(() => "axe" in window);
  if (!loaded) await target.evaluate(axe.source);
  return target.evaluate(
    async ({ tags, ids, skip }) => {
      // Contrast is judged on what stays on screen: short entrance animations (a toast fading
      // in) finish first; long ones (a toast's countdown ring) do not change colours.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => {
            const { duration, iterations } = animation.effect?.getTiming() ?? {};
            return (
              animation.playState === "running" &&
              iterations !== Infinity &&
              typeof duration === "number" &&
              duration <= 1000
            );
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const include = ids?.map((id) => document.getElementById(id)!.closest("section")!);
      const context =
        include || skip
          ? { include: include ?? [document.documentElement], exclude: skip ?? [] }
          : document;
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context, {
        runOnly: { type: "tag", values: tags },
      });
      return violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
      );
    },
    { tags: WCAG_AA, ids: within, skip: exclude },
  );
}
