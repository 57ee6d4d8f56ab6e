import type { FastifyPluginAsync } from "fastify";
import { hasRole } from "../../../src/core/contacts";
import { notFound, parseInput } from "../../../src/core/errors";
import {
  CreateNotice,
  NOTICE_FILTER_FIELDS,
  NOTICE_SORTS,
  UpdateNotice,
  type Notice,
  type NoticePage,
} from "../../../src/core/notices";
import type { Caller } from "../../plugins/access";
import type { Services } from "../../services";
import type { NoticeViewer } from "../../services/notices";
import { parseListQuery } from "../list-query";
import { idParam } from "../params";

const viewerOf = (caller: Caller): NoticeViewer => ({ isAdmin: hasRole(caller.roles, "admin") });

/**
 * `/notice` (contract 2.11): signed-in contacts read the notices open now; admins read them
 * all and write them.
 */
export const noticeRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { notices } },
) => {
  const loggedIn = { config: { access: "loggedIn" as const } };
  const admin = { config: { access: "admin" as const } };

  app.get("/notice", loggedIn, async (request): Promise<NoticePage> => {
    const query = parseListQuery(request.query, {
      sorts: NOTICE_SORTS,
      defaultSort: "createdAt",
      fields: NOTICE_FILTER_FIELDS,
    });
    return notices.list(viewerOf(request.caller), {
      limit: query.limit,
      offset: query.offset,
      sort: query.sort,
      order: query.order,
      rules: query.rules,
    });
  });

  app.get("/notice/:id", loggedIn, async (request): Promise<Notice> =>
    notices.get(idParam(request), viewerOf(request.caller)),
  );

  app.post("/notice", admin, async (request): Promise<Notice> =>
    notices.create(parseInput(CreateNotice, request.body, "body")),
  );

  app.patch("/notice/:id", admin, async (request): Promise<Notice> =>
    notices.update(idParam(request), parseInput(UpdateNotice, request.body, "body")),
  );

  app.delete("/notice/:id", admin, async (request, reply) => {
    if (!(await notices.remove(idParam(request)))) throw notFound("No such notice");
    return reply.code(204).send();
  });
};
