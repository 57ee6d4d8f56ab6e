import type { FastifyRequest } from "fastify";
import { hasRole } from "@core/contacts";
import { forbidden } from "@core/errors";
import type { Caller } from "../../plugins/access";
import type { Services } from "../../services";
import { perRequest } from "../../openapi/route-doc";
import { checkedParam, idParam } from "../params";
import type { CalloutRecord, CalloutViewer } from "../../services/callouts";

/** The caller as callouts see them: admin or not, and their contact (answers, reviewing). */
export function viewerOf(caller: Caller): CalloutViewer {
  return { isAdmin: hasRole(caller.roles, "admin"), contactId: caller.contactId };
}

/** The route options of a staff route: admins and contacts who review some callout. */
export function reviewerRoute(services: Services) {
  return {
    config: {
      access: "reviewer" as const,
      reviewsAnyCallout: services.reviewers.reviewsAnyCallout,
    },
  };
}

/** `:id` and a second id of a route, such as `/callout/:id/tags/:tagId`, as they were checked. */
export function idParams<Name extends string>(
  request: FastifyRequest,
  name: Name,
): { id: string } & Record<Name, string> {
  // A computed key types as an index signature: these are exactly the two read.
  return { id: idParam(request), [name]: checkedParam(request, name) } as { id: string } & Record<
    Name,
    string
  >;
}

/**
 * The callout of a staff route (`/callout/:id/...`, by id or slug), if the caller is its
 * staff: an admin or one of its reviewers. A callout they cannot see is 404; one they see
 * but do not review, 403.
 */
export async function staffCallout(
  services: Services,
  caller: Caller,
  idOrSlug: string,
): Promise<CalloutRecord> {
  const viewer = viewerOf(caller);
  const { record } = await services.callouts.findForResponse(idOrSlug, viewer);
  if (!(await services.reviewers.isStaff(viewer, record.id))) {
    throw forbidden("Only admins and this callout's reviewers may do this");
  }
  return record;
}

/**
 * The callout of a staff route, found once per request (`staffCallout`): the route's guard
 * finds it before the body is judged, and its handler gets the same.
 */
export function staffCalloutOf(services: Services) {
  return perRequest((request) => staffCallout(services, request.caller, idParam(request)));
}
