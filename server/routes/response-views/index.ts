import {
  CreateResponseView,
  ResponseView,
  ResponseViewList,
  UpdateResponseView,
} from "@core/callouts";
import { EXAMPLE } from "../../openapi/examples";
import { calloutSavedFilterRoutes } from "./saved-filter-routes";

/** `/callout/:id/views`: saved views of a callout's responses, shared by its staff. */
export const responseViewRoutes = calloutSavedFilterRoutes(({ responseViews }) => ({
  path: "views",
  param: "viewId",
  tag: "Callout response views",
  structs: {
    list: ResponseViewList,
    one: ResponseView,
    create: CreateResponseView,
    update: UpdateResponseView,
  },
  none: "No such callout, or it has no such view.",
  gone: "This callout has no such view",
  codes: ["duplicate-view-name", "invalid-rule"],
  words: {
    list: {
      summary: "A callout's saved views of its responses",
      examples: [
        { summary: "Its views", as: "admin", status: 200, params: { id: EXAMPLE.callout } },
      ],
    },
    create: {
      summary: "Save a view: filter, sort and columns, shared with the callout's staff",
      examples: [
        {
          summary: "A view of the verified responses, oldest first",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout },
          body: { name: "Verified", bucket: "verified", sort: "createdAt", order: "ASC" },
        },
      ],
    },
    get: {
      summary: "One saved view",
      examples: [
        {
          summary: "A view",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, viewId: EXAMPLE.view },
        },
      ],
    },
    update: {
      summary: "Change a saved view",
      examples: [
        {
          summary: "A view renamed",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, viewId: EXAMPLE.view },
          body: { name: "Latest answers" },
        },
      ],
    },
    put: {
      summary: "Create or replace the saved view with this id (how a deleted one comes back)",
      examples: [
        {
          summary: "A deleted view put back as it was",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, viewId: EXAMPLE.deletedView },
          body: { name: "Old view", sort: "number", order: "DESC" },
        },
      ],
    },
    remove: {
      summary: "Delete a saved view",
      examples: [
        {
          summary: "A view deleted",
          as: "admin",
          status: 204,
          params: { id: EXAMPLE.callout, viewId: EXAMPLE.deletedView },
        },
      ],
    },
  },
  list: responseViews.list,
  get: responseViews.get,
  create: responseViews.create,
  update: responseViews.update,
  remove: responseViews.remove,
  put: responseViews.put,
}));
