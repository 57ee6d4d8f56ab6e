import { asc, sql } from "drizzle-orm";
import type { CreateResponseView, ResponseView, UpdateResponseView } from "@core/callouts";
import type { Contact } from "@core/contacts";
import { notFound } from "@core/errors";
import { isUuid } from "@core/validation";
import { calloutResponseViews as views } from "../../db/schema";
import type { CalloutRecord, CalloutViewer } from "../callouts";
import type { ContactService } from "../contacts";
import { definedOnly } from "../saved-filters";
import { checkRules, type ViewRecord, type ViewStore } from "./store";

function toView(record: ViewRecord, people: Map<string, Contact>): ResponseView {
  return {
    id: record.id,
    calloutId: record.calloutId,
    name: record.name,
    rules: record.rules,
    sort: record.sort as ResponseView["sort"],
    order: record.order,
    bucket: record.bucket,
    createdBy: (record.createdBy && people.get(record.createdBy)) || null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** A view's own settings, from a body that gives them all (a new view's, a view put back). */
function settingsOf(body: CreateResponseView) {
  return {
    name: body.name.trim(),
    rules: body.rules ?? null,
    sort: body.sort ?? "createdAt",
    order: body.order ?? "DESC",
    bucket: body.bucket ?? null,
  };
}

/** A new view's row: its settings, its callout and who saved it. */
function valuesOf(
  callout: CalloutRecord,
  viewer: CalloutViewer,
  settings: ReturnType<typeof settingsOf>,
) {
  return { ...settings, calloutId: callout.id, createdBy: viewer.contactId ?? null };
}

/** `/callout/:id/views`: the views by name, each with its filter, order, bucket and author. */
export function createViewUseCases(store: ViewStore, contacts: ContactService) {
  async function serialise(records: readonly ViewRecord[]): Promise<ResponseView[]> {
    const people = await contacts.getMany(
      records.flatMap((record) => (record.createdBy ? [record.createdBy] : [])),
    );
    return records.map((record) => toView(record, people));
  }

  async function one(record: ViewRecord): Promise<ResponseView> {
    const [view] = await serialise([record]);
    if (!view) throw notFound("This callout has no such view");
    return view;
  }

  return {
    async list(calloutId: string): Promise<ResponseView[]> {
      return serialise(
        await store.list([asc(sql`lower(${views.name})`), asc(views.id)], calloutId),
      );
    },

    async get(calloutId: string, viewId: string): Promise<ResponseView> {
      return one(await store.find(viewId, calloutId));
    },

    async create(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      body: CreateResponseView,
    ): Promise<ResponseView> {
      checkRules(callout, viewer, body.rules ?? null);
      const settings = settingsOf(body);
      return one(await store.insert(valuesOf(callout, viewer, settings), settings.name));
    },

    /**
     * The view under this id, created or replaced whole: how a deleted view comes back as it
     * was (its id, so links to it work again). A replaced view keeps its author.
     */
    async put(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      viewId: string,
      body: CreateResponseView,
    ): Promise<ResponseView> {
      if (!isUuid(viewId)) throw notFound("This callout has no such view");
      checkRules(callout, viewer, body.rules ?? null);
      const settings = settingsOf(body);
      return one(
        await store.upsert(viewId, valuesOf(callout, viewer, settings), {
          name: settings.name,
          scope: callout.id,
          replace: { ...settings, updatedAt: new Date() },
        }),
      );
    },

    async update(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      viewId: string,
      body: UpdateResponseView,
    ): Promise<ResponseView> {
      const found = await store.find(viewId, callout.id);
      if (body.rules !== undefined) checkRules(callout, viewer, body.rules);
      const name = body.name?.trim();
      const changes = definedOnly({
        name,
        rules: body.rules,
        sort: body.sort,
        order: body.order,
        bucket: body.bucket,
      });
      return one(await store.change(found.id, { ...changes, updatedAt: new Date() }, name));
    },
  };
}
