import type { FastifyPluginAsync } from "fastify";
import {
  CONTACT_LIST_WITH,
  CONTACT_SORTS,
  ContactPage,
  CreateSegment,
  SEGMENT_SORTS,
  SEGMENT_WITH,
  Segment,
  SegmentQuery,
  UpdateSegment,
} from "../../../src/core/contacts";
import { notFound } from "../../../src/core/errors";
import { array, type Infer } from "superstruct";
import type { Services } from "../../services";
import { perRequest } from "../../openapi/route-doc";
import { parseRulesText } from "../../services/contact-list/list";
import { listQueryStruct, listQueryOf } from "../list-query";
import { listWithSearch } from "../list-search";
import { IdParams, idParam } from "../params";
import { route } from "../route";

const withCounts = (query: Infer<typeof SegmentQuery>) =>
  [query.with ?? []].flat().includes("contactCount");

/** `/segments` (contract 2.12), for admins: saved contact filters with their counts. */
export const segmentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { segments, contactList } },
) => {
  const admin = { config: { access: "admin" as const } };
  const segmentOf = perRequest((request) => segments.find(idParam(request)));

  const tag = "Segments";

  route(
    app,
    "GET",
    "/segments",
    admin,
    {
      summary: "Every segment (a saved contact filter), with counts on request",
      tag,
      query: listQueryStruct({ sorts: SEGMENT_SORTS, with: SEGMENT_WITH }),
      answer: array(Segment),
      examples: [
        { summary: "With their counts", as: "admin", status: 200, query: { with: "contactCount" } },
      ],
    },
    async (request): Promise<Segment[]> => {
      const query = listQueryOf(request.query, {
        sorts: SEGMENT_SORTS,
        defaultSort: "order",
        with: SEGMENT_WITH,
      });
      return segments.list({
        sort: query.sort,
        order: query.order,
        counts: query.with.includes("contactCount"),
      });
    },
  );

  route(
    app,
    "POST",
    "/segments",
    admin,
    {
      summary: "Save a contact filter as a segment",
      tag,
      body: CreateSegment,
      answer: Segment,
      codes: ["invalid-rule"],
    },
    async (request): Promise<Segment> => segments.create(request.body),
  );

  route(
    app,
    "GET",
    "/segments/:id",
    admin,
    {
      summary: "One segment",
      tag,
      params: IdParams,
      query: SegmentQuery,
      answer: Segment,
      errors: { 404: "No such segment." },
      examples: [
        { summary: "An unknown segment", as: "admin", status: 404, params: { id: "none" } },
      ],
    },
    async (request): Promise<Segment> => segments.get(request.params.id, withCounts(request.query)),
  );

  route(
    app,
    "PATCH",
    "/segments/:id",
    admin,
    {
      summary: "Change a segment: name, description, rules, order",
      tag,
      params: IdParams,
      body: UpdateSegment,
      answer: Segment,
      errors: { 404: "No such segment." },
      codes: ["invalid-rule"],
    },
    async (request): Promise<Segment> => segments.update(request.params.id, request.body),
  );

  route(
    app,
    "PUT",
    "/segments/:id",
    admin,
    {
      summary: "Create or replace the segment with this id (how a deleted one comes back)",
      description:
        "Takes the whole segment, as POST does; a missing order puts it last. Undoing a " +
        "deletion with the segment as it was answers it under its old id, so links to it work.",
      tag,
      params: IdParams,
      body: CreateSegment,
      answer: Segment,
      codes: ["invalid-rule"],
    },
    async (request): Promise<Segment> => segments.put(request.params.id, request.body),
  );

  route(
    app,
    "DELETE",
    "/segments/:id",
    admin,
    {
      summary: "Delete a segment (its contacts stay)",
      tag,
      params: IdParams,
      errors: { 404: "No such segment." },
    },
    async (request, reply) => {
      if (!(await segments.remove(request.params.id))) throw notFound("No such segment");
      return reply.code(204).send();
    },
  );

  /** The segment's contacts, narrowed further by the query's `rules`. */
  listWithSearch(
    app,
    "/segments/:id/contacts",
    admin,
    {
      summary: "A segment's contacts, narrowed further by rules",
      tag,
      params: IdParams,
      query: listQueryStruct({
        sorts: CONTACT_SORTS,
        with: CONTACT_LIST_WITH,
        fields: "per-record",
        countOnly: true,
      }),
      // An unknown segment is 404 before its query is judged.
      guard: segmentOf,
      answer: ContactPage,
      errors: { 404: "No such segment." },
      codes: ["invalid-rule"],
    },
    async (request, input): Promise<ContactPage> => {
      const segment = await segmentOf(request);
      const query = listQueryOf(input, {
        sorts: CONTACT_SORTS,
        defaultSort: "joined",
        with: CONTACT_LIST_WITH,
        fields: "per-record",
        countOnly: true,
      });
      const rules = query.rulesText === undefined ? [] : [parseRulesText(query.rulesText)];
      return contactList.list(
        { isAdmin: true, contactId: request.caller.contactId },
        { ...query, rules: [segment.ruleGroup, ...rules] },
      );
    },
  );
};
