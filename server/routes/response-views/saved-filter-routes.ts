import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Infer } from "superstruct";
import type { ErrorCode } from "@core/errors";
import { notFound } from "@core/errors";
import type { AnyStruct } from "../../openapi/json-schema";
import { perRequest, type RouteExample } from "../../openapi/route-doc";
import type { Services } from "../../services";
import type { CalloutRecord, CalloutViewer } from "../../services/callouts";
import { reviewerRoute, staffCalloutOf, viewerOf } from "../callouts/viewer";
import { checkedParam, IdPairParams, IdParams } from "../params";
import { checkedBody, route } from "../route";

/** A route's own words in the reference: what it does, and its examples. */
interface Words {
  summary: string;
  examples: readonly RouteExample[];
}

/**
 * One way of showing a callout's saved filters of its responses (`/callout/:id/<path>`): its
 * structs, its words in the reference, and the service's calls that read and write it.
 */
export interface CalloutSavedFilterKind<
  Item extends { calloutId: string },
  List extends AnyStruct,
  Create extends AnyStruct,
  Update extends AnyStruct,
> {
  /** The path after the callout's: `views`. */
  path: string;
  /** The second path parameter's name: `viewId`. */
  param: string;
  tag: string;
  structs: { list: List; one: AnyStruct; create: Create; update: Update };
  /** The 404 of a route naming one, and the message of a delete that found none. */
  none: string;
  gone: string;
  codes: readonly ErrorCode[];
  words: { list: Words; create: Words; get: Words; update: Words; remove: Words; put?: Words };
  list(calloutId: string): Promise<Infer<List>>;
  get(calloutId: string, id: string): Promise<Item>;
  create(callout: CalloutRecord, viewer: CalloutViewer, body: Infer<Create>): Promise<Item>;
  update(
    callout: CalloutRecord,
    viewer: CalloutViewer,
    id: string,
    body: Infer<Update>,
  ): Promise<Item>;
  remove(calloutId: string, id: string): Promise<boolean>;
  /** Creates or replaces one under its id, with a whole body as `create` takes (an Undo). */
  put?(
    callout: CalloutRecord,
    viewer: CalloutViewer,
    id: string,
    body: Infer<Create>,
  ): Promise<Item>;
  /** What is answered of one (a count added, say); itself unless given. */
  answer?(request: FastifyRequest, item: Item): Promise<unknown>;
}

/**
 * The routes of one kind of a callout's saved filters, for its staff: listed, saved, read,
 * changed, put back under their id (when the kind can), deleted. The callout, its staff and the filter are known before a body is judged
 * (403 and 404 before 400).
 */
export function calloutSavedFilterRoutes<
  Item extends { calloutId: string },
  List extends AnyStruct,
  Create extends AnyStruct,
  Update extends AnyStruct,
>(
  kindOf: (services: Services) => CalloutSavedFilterKind<Item, List, Create, Update>,
): FastifyPluginAsync<{ services: Services }> {
  return async (app, { services }) => {
    const kind = kindOf(services);
    const staff = reviewerRoute(services);
    const callout = staffCalloutOf(services);
    const { tag, structs, codes, words, param } = kind;
    const OneParams = IdPairParams(param);
    const none = { 404: kind.none };
    const one = `/callout/:id/${kind.path}/:${param}`;
    const idOf = (request: FastifyRequest) => checkedParam(request, param);
    const answer = (request: FastifyRequest, item: Item) =>
      kind.answer ? kind.answer(request, item) : Promise.resolve(item);
    const calloutFilter = perRequest(async (request) => {
      const found = await callout(request);
      const id = checkedParam(request, param);
      await kind.get(found.id, id);
      return { callout: found, id };
    });

    route(
      app,
      "GET",
      `/callout/:id/${kind.path}`,
      staff,
      {
        ...words.list,
        tag,
        params: IdParams,
        answer: structs.list,
        errors: { 404: "No such callout." },
      },
      async (request) => kind.list((await callout(request)).id),
    );

    route(
      app,
      "POST",
      `/callout/:id/${kind.path}`,
      staff,
      {
        ...words.create,
        tag,
        params: IdParams,
        body: structs.create,
        guard: callout,
        answer: structs.one,
        errors: { 404: "No such callout." },
        codes,
      },
      async (request) =>
        answer(
          request,
          await kind.create(
            await callout(request),
            viewerOf(request.caller),
            checkedBody(request, structs.create),
          ),
        ),
    );

    route(
      app,
      "GET",
      one,
      staff,
      { ...words.get, tag, params: OneParams, answer: structs.one, errors: none },
      async (request) =>
        answer(request, await kind.get((await callout(request)).id, idOf(request))),
    );

    route(
      app,
      "PATCH",
      one,
      staff,
      {
        ...words.update,
        tag,
        params: OneParams,
        body: structs.update,
        guard: calloutFilter,
        answer: structs.one,
        errors: none,
        codes,
      },
      async (request) => {
        const found = await calloutFilter(request);
        const viewer = viewerOf(request.caller);
        const body = checkedBody(request, structs.update);
        return answer(request, await kind.update(found.callout, viewer, found.id, body));
      },
    );

    const { put } = kind;
    if (put && words.put) {
      route(
        app,
        "PUT",
        one,
        staff,
        {
          ...words.put,
          tag,
          params: OneParams,
          body: structs.create,
          guard: callout,
          answer: structs.one,
          errors: none,
          codes,
        },
        async (request) =>
          answer(
            request,
            await put(
              await callout(request),
              viewerOf(request.caller),
              idOf(request),
              checkedBody(request, structs.create),
            ),
          ),
      );
    }

    route(
      app,
      "DELETE",
      one,
      staff,
      { ...words.remove, tag, params: OneParams, errors: none },
      async (request, reply) => {
        if (!(await kind.remove((await callout(request)).id, idOf(request)))) {
          throw notFound(kind.gone);
        }
        return reply.code(204).send();
      },
    );
  };
}
