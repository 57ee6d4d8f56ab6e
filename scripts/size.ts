/**
 * The budgets of DESIGN.md, measured as a reader's browser meets them (run `npm run build`
 * first): the built server serves the pages, Chromium loads them, and every response is counted
 * by the bytes that crossed the wire (brotli or gzip, as served). Frames are opened the way
 * newsrooms use them: through loader.js on a host page of another origin. A screen is measured
 * once the network is idle, so the chunks its first screen loads on demand count too.
 */
import { chromium, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "@server/services/demo/accounts";
import { ok, signInAsAdmin } from "./admin-client";
import { startBuiltServer } from "./built-server";
import { hostPage, inFreshPage } from "./host-page";

const KB = 1024;

/**
 * The first screens' JavaScript budgets (DESIGN.md, Budgets; issue #28): a callout frame's, the
 * join frame's and the dashboard's /profile (docs/performance.md, "First screens' JavaScript").
 * The join frame's stays a kilobyte under DESIGN.md's 22, which it has room for.
 */
const FRAME_JS = 25 * KB;
const JOIN_JS = 21 * KB;
const PROFILE_JS = 100 * KB;

const TYPES = ["html", "js", "css", "font", "api", "image", "other"] as const;
type FileType = (typeof TYPES)[number];

interface Transfer {
  url: string;
  type: FileType;
  bytes: number;
}

interface Budget {
  type: FileType | "all";
  bytes: number;
}

function typeOf(url: URL, contentType: string): FileType {
  if (url.pathname.startsWith("/api/")) return "api";
  if (/javascript/.test(contentType)) return "js";
  if (/css/.test(contentType)) return "css";
  if (/font|woff/.test(contentType)) return "font";
  if (/html/.test(contentType)) return "html";
  if (/^image\//.test(contentType)) return "image";
  return "other";
}

/** Everything a page fetched from `origin` while `load` ran and until the network was idle. */
async function measure(page: Page, origin: string, load: () => Promise<unknown>) {
  const transfers: Promise<Transfer | undefined>[] = [];
  page.on("requestfinished", (request) => {
    transfers.push(
      (async () => {
        const url = new URL(request.url());
        if (url.origin !== origin) return undefined;
        const response = await request.response();
        const sizes = await request.sizes();
        const type = typeOf(url, (await response?.headerValue("content-type")) ?? "");
        return { url: url.pathname, type, bytes: sizes.responseBodySize };
      })(),
    );
  });
  await load();
  await page.waitForLoadState("networkidle");
  return (await Promise.all(transfers)).filter((transfer) => transfer !== undefined);
}

function total(transfers: Transfer[], type: FileType | "all"): number {
  return transfers
    .filter((transfer) => type === "all" || transfer.type === type)
    .reduce((sum, transfer) => sum + transfer.bytes, 0);
}

const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(6);

let failed = false;

/** Prints one screen's row per file type and checks its budgets. */
function report(name: string, transfers: Transfer[], budgets: Budget[]): void {
  const cells = TYPES.map((type) => `${type} ${kb(total(transfers, type))}`).join("  ");
  console.log(`${name.padEnd(44)} ${cells}  all ${kb(total(transfers, "all"))} KB`);
  for (const budget of budgets) {
    const size = total(transfers, budget.type);
    if (size <= budget.bytes) continue;
    failed = true;
    console.log(
      `  FAIL ${budget.type}: ${size.toLocaleString("en")} B over ${budget.bytes.toLocaleString("en")} B. Largest:`,
    );
    const largest = transfers
      .filter((transfer) => budget.type === "all" || transfer.type === budget.type)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5);
    for (const transfer of largest) console.log(`       ${kb(transfer.bytes)} KB  ${transfer.url}`);
  }
}

const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
const host = await hostPage(server.url);
try {
  console.log(`KB as sent (brotli or gzip), first screen once the network is idle\n`);
  // Every demo callout, hidden and ended ones too, as the superadmin lists them.
  const api = `${server.url}/api/1.0`;
  const slugs = await (async () => {
    const cookie = await signInAsAdmin(api);
    const response = await ok(
      await fetch(`${api}/callout?limit=100`, { headers: { cookie } }),
      "list",
    );
    return ((await response.json()) as { items: { slug: string }[] }).items.map((c) => c.slug);
  })();
  if (slugs.length < 5) throw new Error(`Only ${slugs.length} demo callouts were found`);
  for (const slug of slugs) {
    host.embed(`/callouts/${slug}`);
    const transfers = await inFreshPage(browser, (page) =>
      measure(page, server.url, () => page.goto(host.url)),
    );
    const loader = transfers.filter((transfer) => transfer.url === "/loader.js");
    report("loader.js", loader, [{ type: "js", bytes: 1 * KB }]);
    const frame = transfers.filter((transfer) => transfer.url !== "/loader.js");
    report(`callout frame: ${slug}`, frame, [
      { type: "js", bytes: FRAME_JS },
      { type: "all", bytes: 90 * KB },
    ]);
  }

  host.embed("/embed/join");
  const join = await inFreshPage(browser, (page) =>
    measure(page, server.url, () => page.goto(host.url)),
  );
  report(
    "join frame",
    join.filter((transfer) => transfer.url !== "/loader.js"),
    [{ type: "js", bytes: JOIN_JS }],
  );

  const member = DEMO_ACCOUNTS.find((account) => account.role === "member");
  if (!member) throw new Error("The demo has no member");
  const profile = await inFreshPage(browser, async (page) => {
    const login = await page.request.post(`${server.url}/api/1.0/auth/login`, {
      data: { email: member.email, password: member.password },
    });
    if (!login.ok()) throw new Error(`The demo member could not log in: ${login.status()}`);
    return measure(page, server.url, () => page.goto(`${server.url}/profile`));
  });
  report("dashboard: /profile", profile, [{ type: "js", bytes: PROFILE_JS }]);
} finally {
  await host.close();
  await browser.close();
  await server.stop();
}
if (failed) {
  console.error("\nOver budget: see DESIGN.md, Budgets.");
  process.exit(1);
}
