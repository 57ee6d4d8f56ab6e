import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { AuthMethod } from "@core/auth";
import { hasRole, type Role } from "@core/contacts";
import { forbidden, unauthorized, type HttpError } from "@core/errors";

/**
 * Who may call a route. `selfOrAdmin` routes have an `:id` parameter naming a contact: `me`
 * or the caller's own id, or any id for admins. `reviewer` routes are for admins and for
 * contacts who review at least one callout; their handlers check which callouts.
 */
export const ACCESS_LEVELS = [
  "anyone",
  "loggedIn",
  "selfOrAdmin",
  "reviewer",
  "admin",
  "superadmin",
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** Whether a contact reviews at least one callout, for `reviewer` routes to ask. */
export type ReviewsAnyCallout = (contactId: string) => Promise<boolean>;

/** Who is calling: a contact with roles, an API key with roles only, or nobody (no roles). */
export interface Caller {
  roles: Role[];
  contactId?: string;
  /** How they proved it; tests' fixed callers may leave it out (see `authMethod`). */
  method?: Exclude<AuthMethod, "none">;
}

/** One row of the route table a test matrix walks through. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

/**
 * Works out the caller from a request; sessions and API keys plug in here (plugins/caller).
 * The reply is there to refresh or clear the session cookie.
 */
export type IdentifyCaller = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Caller | Promise<Caller>;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** Required with `access: "reviewer"`: how to tell a reviewer. */
    reviewsAnyCallout?: ReviewsAnyCallout;
  }
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyInstance {
    /** Every route registered so far, with who may call it. */
    routeAccess: readonly RouteAccess[];
  }
}

const anonymous: IdentifyCaller = () => ({ roles: [] });

function isAccess(value: unknown): value is Access {
  return typeof value === "string" && (ACCESS_LEVELS as readonly string[]).includes(value);
}

function isLoggedIn(caller: Caller): boolean {
  return caller.contactId !== undefined || caller.roles.length > 0;
}

/** How the caller signed in: a fixed test caller with a contact counts as a session user. */
export function authMethod(caller: Caller): AuthMethod {
  if (caller.method) return caller.method;
  if (caller.contactId !== undefined) return "user";
  return caller.roles.length > 0 ? "api-key" : "none";
}

function routeName(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ""}`;
}

/** Why this caller may not call this route, or undefined when they may. */
async function refusal(access: Access, request: FastifyRequest): Promise<HttpError | undefined> {
  const { caller } = request;
  switch (access) {
    case "anyone":
      return undefined;
    case "loggedIn":
      return isLoggedIn(caller) ? undefined : unauthorized("You need to log in to do this");
    case "selfOrAdmin": {
      if (!isLoggedIn(caller)) return unauthorized("You need to log in to do this");
      if (hasRole(caller.roles, "admin")) return undefined;
      const { id } = request.params as { id?: string };
      const self = caller.contactId !== undefined && (id === "me" || id === caller.contactId);
      return self
        ? undefined
        : forbidden(`Only this contact or an admin may call ${routeName(request)}`);
    }
    case "reviewer": {
      if (!isLoggedIn(caller)) return unauthorized("You need to log in to do this");
      if (hasRole(caller.roles, "admin")) return undefined;
      const reviews = request.routeOptions.config.reviewsAnyCallout;
      const isReviewer =
        caller.contactId !== undefined && reviews && (await reviews(caller.contactId));
      return isReviewer
        ? undefined
        : forbidden(`${routeName(request)} is for admins and the reviewers of callouts`);
    }
    case "admin":
    case "superadmin":
      // Anonymous callers get 403 here, not 401, as the contract says for role-guarded routes.
      return hasRole(caller.roles, access)
        ? undefined
        : forbidden(`${routeName(request)} needs the ${access} role`);
  }
}

function declare(route: RouteOptions): Access {
  const access = route.config?.access;
  const name = `${[route.method].flat().join(",")} ${route.url}`;
  if (!isAccess(access)) {
    throw new Error(
      `Route ${name} must declare who may call it: config.access, one of ${ACCESS_LEVELS.join(", ")}`,
    );
  }
  if (access === "selfOrAdmin" && !route.url.includes(":id")) {
    throw new Error(`Route ${name} is selfOrAdmin, so it needs an :id parameter`);
  }
  if (access === "reviewer" && typeof route.config?.reviewsAnyCallout !== "function") {
    throw new Error(`Route ${name} is for reviewers, so it needs config.reviewsAnyCallout`);
  }
  return access;
}

/**
 * Every route declares who may call it (`config: { access }`); a route without one stops the
 * server at start. Each request gets `request.caller`, checked before the handler runs.
 */
export function accessControl(app: FastifyInstance, identify: IdentifyCaller = anonymous): void {
  const table: RouteAccess[] = [];
  app.decorate("routeAccess", table);
  // Declared without a value: onRequest sets a fresh caller on every request.
  app.decorateRequest("caller");

  app.addHook("onRoute", (route) => {
    const access = declare(route);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });

  // Checked on arrival, before the body is read: a refused caller's body is never parsed.
  app.addHook("onRequest", async (request, reply) => {
    request.caller = await identify(request, reply);
    // The not-found handler is no route: it has nothing to guard.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    // Unreachable while onRoute checks every route; should it happen, refuse rather than allow.
    if (!access) throw forbidden(`${routeName(request)} declares no access`);
    const error = await refusal(access, request);
    if (error) throw error;
  });
}
