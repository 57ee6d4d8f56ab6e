/**
 * Development: rebuilds the server on change and restarts it, and serves the dashboard from
 * Vite's dev server (http://localhost:5190/) with `/api` proxied to it. Frames and the loader
 * are served from their last `npm run build`.
 */
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [];
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const child = spawn(command, args, { stdio: "inherit", env });
  children.push(child);
  return child;
};

await new Promise<void>((resolve, reject) => {
  run("npx", ["vite", "build", "--mode", "server"]).once("exit", (code) =>
    code === 0 ? resolve() : reject(new Error("server build failed")),
  );
});
run("npx", ["vite", "build", "--mode", "server", "--watch"]);
// Emailed links must lead to the dev server's pages, not the API port.
run(process.execPath, ["--watch", "dist/server/main.js"], {
  ...process.env,
  AGORA_BASE_URL: "http://localhost:5190",
});
run("npx", ["vite", "--mode", "app"]);

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
