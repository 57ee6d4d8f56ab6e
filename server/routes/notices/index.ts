import type { FastifyPluginAsync } from "fastify";
import { hasRole } from "@core/contacts";
import { notFound } from "@core/errors";
import {
  CreateNotice,
  Notice,
  NOTICE_FILTER_FIELDS,
  NOTICE_SORTS,
  NoticePage,
  UpdateNotice,
} from "@core/notices";
import type { Caller } from "../../plugins/access";
import type { Services } from "../../services";
import type { NoticeViewer } from "../../services/notices";
import { listQueryStruct, listQueryOf } from "../list-query";
import { listWithSearch } from "../list-search";
import { IdParams } from "../params";
import { EXAMPLE } from "../../openapi/examples";
import { route } from "../route";

const viewerOf = (caller: Caller): NoticeViewer => ({ isAdmin: hasRole(caller.roles, "admin") });

const LIST = { sorts: NOTICE_SORTS, fields: NOTICE_FILTER_FIELDS };

const EXAMPLE_NOTICE = {
  name: "Summer meet-up",
  text: "<p>Join us at the newsroom on Friday.</p>",
  buttonText: "Sign up",
  url: "https://example.org/meet-up",
};

/**
 * `/notice` (contract 2.11): signed-in contacts read the notices open now; admins read them
 * all and write them.
 */
export const noticeRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { notices } },
) => {
  const tag = "Notices";

  listWithSearch(
    app,
    "/notice",
    { config: { access: "loggedIn" } },
    {
      summary: "List notices (members see the open ones)",
      tag,
      query: listQueryStruct(LIST),
      answer: NoticePage,
      codes: ["invalid-rule"],
      examples: [
        { summary: "The newest first", as: "admin", status: 200, query: { order: "DESC" } },
      ],
    },
    async (request, input): Promise<NoticePage> => {
      const query = listQueryOf(input, { ...LIST, defaultSort: "createdAt" });
      return notices.list(viewerOf(request.caller), {
        limit: query.limit,
        offset: query.offset,
        sort: query.sort,
        order: query.order,
        rules: query.rules,
      });
    },
  );

  route(
    app,
    "GET",
    "/notice/:id",
    { config: { access: "loggedIn" } },
    {
      summary: "One notice",
      tag,
      params: IdParams,
      answer: Notice,
      errors: { 404: "No such notice, or not open to members." },
      examples: [
        { summary: "A notice", as: "admin", status: 200, params: { id: EXAMPLE.notice } },
        { summary: "An unknown notice", as: "admin", status: 404, params: { id: "none" } },
      ],
    },
    async (request): Promise<Notice> => notices.get(request.params.id, viewerOf(request.caller)),
  );

  route(
    app,
    "POST",
    "/notice",
    { config: { access: "admin" } },
    {
      summary: "Add a notice",
      tag,
      body: CreateNotice,
      answer: Notice,
      examples: [
        { summary: "A notice with a button", as: "admin", status: 200, body: EXAMPLE_NOTICE },
        {
          summary: "A button text without its URL",
          as: "admin",
          status: 400,
          body: { name: "Meet-up", text: "<p>Friday</p>", buttonText: "Sign up" },
        },
      ],
    },
    async (request): Promise<Notice> => notices.create(request.body),
  );

  route(
    app,
    "PATCH",
    "/notice/:id",
    { config: { access: "admin" } },
    {
      summary: "Change a notice",
      tag,
      params: IdParams,
      body: UpdateNotice,
      answer: Notice,
      errors: { 404: "No such notice." },
      examples: [
        {
          summary: "A notice shown from the first of June",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.notice },
          body: { starts: "2026-06-01T08:00:00.000Z" },
        },
      ],
    },
    async (request): Promise<Notice> => notices.update(request.params.id, request.body),
  );

  route(
    app,
    "DELETE",
    "/notice/:id",
    { config: { access: "admin" } },
    {
      summary: "Delete a notice",
      tag,
      params: IdParams,
      errors: { 404: "No such notice." },
      examples: [
        {
          summary: "A notice deleted",
          as: "admin",
          status: 204,
          params: { id: EXAMPLE.deletedNotice },
        },
      ],
    },
    async (request, reply) => {
      if (!(await notices.remove(request.params.id))) throw notFound("No such notice");
      return reply.code(204).send();
    },
  );
};
