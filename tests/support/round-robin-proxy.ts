import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A load balancer for tests: each request goes to the next server in turn. */
export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Passes each request, headers as sent (X-Forwarded-For included: the servers trust this one
 * hop), to the next of `upstreams`. A server that refuses the connection (killed) is skipped,
 * as a load balancer's health check would; a request cut off after reaching a server answers
 * 502, as it would behind a real one.
 */
export async function startRoundRobinProxy(
  upstreams: () => readonly string[],
  port = 0,
): Promise<RoundRobinProxy> {
  let turn = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const servers = upstreams();
      for (let tried = 0; tried < servers.length; tried++) {
        const upstream = new URL(servers[turn++ % servers.length] ?? "");
        const refused = await new Promise<boolean>((resolve) => {
          const forwarded = httpRequest(
            {
              host: upstream.hostname,
              port: upstream.port,
              method: request.method,
              path: request.url,
              headers: request.headers,
            },
            (answer) => {
              response.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(response);
              answer.on("error", () => response.destroy());
              resolve(false);
            },
          );
          forwarded.on("error", (error: NodeJS.ErrnoException) => {
            if (error.code === "ECONNREFUSED") return resolve(true);
            if (!response.headersSent) response.writeHead(502).end();
            else response.destroy();
            resolve(false);
          });
          forwarded.end(body);
        });
        if (!refused) return;
      }
      response.writeHead(502).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
