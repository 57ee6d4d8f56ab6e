/**
 * How long a reader on a mobile network waits, after the article has loaded, until a callout
 * frame's first question can be answered: Chromium throttled to a 150 ms round trip and
 * 1.6 Mbps down (750 kbps up), nothing cached, the frame opened through loader.js on a host
 * page of another origin. "Answerable" is when the frame tells the host page it has loaded,
 * which it does once its first slide shows.
 */
import { chromium } from "@playwright/test";
import type { BuiltServer } from "./built-server";
import { hostPage, inFreshPage } from "./host-page";

const RUNS = 3;
const TARGET_MS = 1200;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};

export async function frameTiming(server: BuiltServer, slugs: readonly string[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  const host = await hostPage(server.url);
  try {
    console.log(
      `\nCallout frame on a mobile network (150 ms round trip, 1.6 Mbps), from the article's DOMContentLoaded to the first question (median of ${RUNS}, target ≤ ${TARGET_MS} ms):`,
    );
    for (const slug of slugs) {
      host.embed(`/callouts/${slug}`);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        times.push(
          await inFreshPage(browser, async (page) => {
            const cdp = await page.context().newCDPSession(page);
            await cdp.send("Network.enable");
            await cdp.send("Network.emulateNetworkConditions", NETWORK);
            await page.addInitScript(() => {
              document.addEventListener("agora:message", (event) => {
                const detail = (event as CustomEvent<{ type?: string }>).detail;
                if (detail?.type === "loaded") {
                  (window as { frameLoadedAt?: number }).frameLoadedAt = performance.now();
                }
              });
            });
            await page.goto(host.url);
            await page.waitForFunction(() => "frameLoadedAt" in window, undefined, {
              timeout: 30_000,
            });
            return page.evaluate(() => {
              const [navigation] = performance.getEntriesByType(
                "navigation",
              ) as PerformanceNavigationTiming[];
              const loadedAt = (window as { frameLoadedAt?: number }).frameLoadedAt ?? 0;
              return loadedAt - (navigation?.domContentLoadedEventEnd ?? 0);
            });
          }),
        );
      }
      const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
      const verdict = median <= TARGET_MS ? "✓" : "✗";
      console.log(`  ${slug.padEnd(36)} ${median.toFixed(0).padStart(5)} ms ${verdict}`);
    }
  } finally {
    await host.close();
    await browser.close();
  }
}
