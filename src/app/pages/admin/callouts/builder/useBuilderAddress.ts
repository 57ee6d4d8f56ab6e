import { useLocation, useSearch } from "wouter";
import type { BuilderTab } from "@core/callouts/builder";
import { searchForTab } from "@ui/tabs/tab-address";
import { TAB_IDS } from "./builder-tabs";
import type { ContentPart } from "./tabs/content/ContentTab";

/**
 * The builder's place in its address: the tab (`?tab=`) and the content tab's part
 * (`?part=intro|end`, else `?slide=<id>`, else the first slide), and the addresses of others.
 */
export function useBuilderAddress(slides: readonly { id: string }[]) {
  const [path, navigate] = useLocation();
  const search = useSearch();

  const query = new URLSearchParams(search);
  const slideParam = query.get("slide");
  const partParam = query.get("part");
  const contentPart: ContentPart =
    partParam === "intro" || partParam === "end"
      ? { kind: partParam }
      : {
          kind: "slide",
          slideId: slides.find((slide) => slide.id === slideParam)?.id ?? slides[0]!.id,
        };

  const addressFor = (tab: BuilderTab, part?: ContentPart) => {
    const next = new URLSearchParams(
      searchForTab(search, "tab", TAB_IDS[tab], { first: TAB_IDS.content }),
    );
    if (part) {
      next.delete("part");
      next.delete("slide");
      if (part.kind === "slide") next.set("slide", part.slideId);
      else next.set("part", part.kind);
    }
    const text = next.toString();
    return `${path}${text ? `?${text}` : ""}`;
  };

  return { contentPart, addressFor, navigate };
}
