// Node module hooks that compile Lingui's macros, as vite.config.ts's plugin does for builds:
// scripts run by tsx (the bench) reach src/core modules that use `msg` and `plural`.
import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith("file:") || url.includes("/node_modules/") || loaded.source == null) {
    return loaded;
  }
  const code = String(loaded.source);
  const filename = fileURLToPath(url);
  if (!/\.[jt]sx?$/.test(filename) || !code.includes("/macro")) return loaded;
  const out = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ["typescript", "jsx"] },
    plugins: ["@lingui/babel-plugin-lingui-macro"],
  });
  return { ...loaded, source: out?.code ?? code };
}
