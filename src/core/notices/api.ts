// Types only from the schemas: the structs stay out of the pages that only read notices.
import { listRead, read, segment, write, type ListParams } from "../api/call";
import type { Rule } from "../rules/rule";
import type { CreateNotice, Notice, NoticePage, NoticeSort, UpdateNotice } from "./notice";

export const noticeList = (params: ListParams<NoticeSort>) =>
  listRead<NoticePage>("notice", params);

const noticePath = (id: string) => `notice/${segment(id)}`;

/** The rule for notices shown now. */
const OPEN: Rule = { field: "status", operator: "equal", value: ["open"] };

/** The notices members see now, the newest first (B1: on the profile page). */
export const openNotices = () =>
  noticeList({ rules: { condition: "AND", rules: [OPEN] }, sort: "createdAt", order: "DESC" });

export const notice = (id: string) => read<Notice>(noticePath(id));

export const createNotice = (body: CreateNotice) => write<Notice>("POST", "notice", body);

export const updateNotice = (id: string, body: UpdateNotice) =>
  write<Notice>("PATCH", noticePath(id), body);

export const deleteNotice = (id: string) => write("DELETE", noticePath(id));
