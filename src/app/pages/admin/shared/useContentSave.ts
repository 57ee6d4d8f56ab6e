import { useState } from "react";
import type { Content, ContentId, ContentPatch } from "@core/content";
import { contentDocument, updateContent } from "@core/content/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { setQueryData } from "@stores/query";
import { $general } from "@stores/settings";

/**
 * Saves part of a settings document: the answer (the whole document) replaces the cached one,
 * and the general settings every page shows (name, logo, theme) change at once.
 */
export function useContentSave<Id extends ContentId>(id: Id, saidWhenSaved?: string) {
  const [savedAt, setSavedAt] = useState<Date>();
  const save = async (patch: ContentPatch[Id]): Promise<Content[Id]> => {
    const document = await api.send(updateContent(id, patch));
    setQueryData(contentDocument(id), document);
    if (id === "general") $general.set(document as Content["general"]);
    setSavedAt(new Date());
    if (saidWhenSaved) notify.success(saidWhenSaved);
    return document;
  };
  return { save, savedAt };
}
