import { createServer } from "node:http";
import type { Browser, Page } from "@playwright/test";
import { freePort } from "./free-port";

/** A page on another origin that embeds a path of Agora with the loader, as newsrooms do. */
export async function hostPage(agora: string) {
  let html = "";
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    embed(path: string) {
      html = `<!doctype html><html lang="en"><head><title>An article</title></head><body>
        <h1>An article</h1>
        <a href="${agora}${path}" data-agora-embed>Take part</a>
        <script src="${agora}/loader.js" async></script></body></html>`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Runs `visit` in a page of a new browser context: nothing cached, no cookies. */
export async function inFreshPage<T>(
  browser: Browser,
  visit: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}
