import {
  CreateResponseSegment,
  ResponseSegment,
  ResponseSegmentList,
  UpdateResponseSegment,
} from "@core/callouts";
import { EXAMPLE } from "@server/openapi/examples";
import { viewerOf } from "../../callouts/viewer";
import { calloutSavedFilterRoutes } from "../saved-filter-routes";

/**
 * `/callout/:id/segments`: beabee's newer name for the saved views of a callout's responses
 * (the same rows as `/callout/:id/views`), each with a filter, a place in the list and, once
 * written or read alone, how many responses it holds.
 */
export const responseSegmentRoutes = calloutSavedFilterRoutes(({ responseViews, responses }) => ({
  path: "segments",
  param: "segmentId",
  tag: "Callout response views",
  structs: {
    list: ResponseSegmentList,
    one: ResponseSegment,
    create: CreateResponseSegment,
    update: UpdateResponseSegment,
  },
  none: "No such callout, or it has no such segment.",
  gone: "This callout has no such segment",
  codes: ["duplicate-view-name", "invalid-rule"],
  words: {
    list: {
      summary: "A callout's response segments (its saved views, as beabee names them)",
      examples: [
        { summary: "Its segments", as: "admin", status: 200, params: { id: EXAMPLE.callout } },
      ],
    },
    create: {
      summary: "Save a segment: a filter of the responses, placed after the last by default",
      examples: [
        {
          summary: "A segment of the verified responses",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout },
          body: {
            name: "Verified answers",
            ruleGroup: {
              condition: "AND",
              rules: [{ field: "bucket", operator: "equal", value: ["verified"] }],
            },
          },
        },
      ],
    },
    get: {
      summary: "One response segment, with how many responses it holds",
      examples: [
        {
          summary: "A segment",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, segmentId: EXAMPLE.view },
        },
      ],
    },
    update: {
      summary: "Change a response segment",
      examples: [
        {
          summary: "A segment renamed and moved first",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, segmentId: EXAMPLE.view },
          body: { name: "Latest answers", order: 0 },
        },
      ],
    },
    remove: {
      summary: "Delete a response segment (and so the saved view it is)",
      examples: [
        {
          summary: "A segment deleted",
          as: "admin",
          status: 204,
          params: { id: EXAMPLE.callout, segmentId: EXAMPLE.deletedSegment },
        },
      ],
    },
  },
  list: responseViews.listSegments,
  get: responseViews.getSegment,
  create: responseViews.createSegment,
  update: responseViews.updateSegment,
  remove: responseViews.remove,
  /** The segment with how many of the callout's responses its filter takes now. */
  async answer(request, segment: ResponseSegment) {
    const page = await responses.list(viewerOf(request.caller), segment.calloutId, {
      limit: 0,
      offset: 0,
      order: "DESC",
      rules: JSON.stringify(segment.ruleGroup),
    });
    return { ...segment, itemCount: page.total };
  },
}));
