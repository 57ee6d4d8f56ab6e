import type { Plugin } from "vite";

/**
 * One chunk for everything an entry imports statically: compressed as one file it is
 * smaller than the pieces the bundler would otherwise cut from it (the parts its lazy chunks
 * share: preact, the field parts, the answer checks), each compressed on its own and importing
 * the others by name. The plugin learns the entry's static imports once the module graph is
 * built; `test` then places those modules in the group's chunk.
 */
export function firstScreenChunk(entry: string): { plugin: Plugin; test: (id: string) => boolean } {
  const firstScreen = new Set<string>();
  return {
    plugin: {
      name: "agora:first-screen-chunk",
      apply: "build",
      buildEnd() {
        const visit = (id: string) => {
          if (firstScreen.has(id)) return;
          firstScreen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(entry);
        if (firstScreen.size < 2) throw new Error(`The frame's entry ${entry} imports nothing`);
      },
    },
    test: (id) => firstScreen.has(id),
  };
}
