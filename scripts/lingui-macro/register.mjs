// `tsx --import ./scripts/lingui-macro/register.mjs …`: compiles Lingui's macros on load.
import { register } from "node:module";

register("./hooks.mjs", import.meta.url);
