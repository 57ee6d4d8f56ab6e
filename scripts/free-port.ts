import { createServer } from "node:net";

/** A free TCP port on loopback, chosen by the OS, for servers that tests and benchmarks start. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("The OS gave no port");
  return address.port;
}
