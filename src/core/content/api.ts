import { read, write } from "../api/call";
import type { Content, ContentId, ContentPatch } from "./index";
import type { GeneralContent } from "./general";

/** The organisation's settings, which every page and frame starts from. */
export const generalContent = () => read<GeneralContent>("content/general");

/** One settings document, whole (`GET /content/<id>`). */
export const contentDocument = <Id extends ContentId>(id: Id) => read<Content[Id]>(`content/${id}`);

/** Changes the fields sent and answers the whole document (`PATCH /content/<id>`). */
export const updateContent = <Id extends ContentId>(id: Id, patch: ContentPatch[Id]) =>
  write<Content[Id]>("PATCH", `content/${id}`, patch);
