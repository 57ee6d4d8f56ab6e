import { exportSlot } from "../exports/slot";
import { exportWithBody } from "../exports/with-body";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { object, string } from "superstruct";
import {
  BulkUpdateContacts,
  CONTACT_LIST_WITH,
  CONTACT_SORTS,
  Contact,
  ContactChangeResult,
  ContactImport,
  ContactPage,
  CreateContact,
  IMPORT_MAX_CHARACTERS,
  ImportDryRun,
  ImportPreview,
  ImportPreviewBody,
  ImportStatus,
  hasRole,
} from "../../../src/core/contacts";
import { forbidden, notFound } from "../../../src/core/errors";
import { isUuid } from "../../../src/core/validation";
import { NOT_CSV, type ImportActor } from "../../services/contacts/import";
import { authMethod } from "../../plugins/access";
import type { Services } from "../../services";
import { parseRulesText } from "../../services/contact-list/list";
import { listQueryStruct, listQueryOf, rulesParam } from "../list-query";
import { listWithSearch } from "../list-search";
import { IdParams, pathParam } from "../params";
import { route } from "../route";

const ExportQuery = object({ rules: rulesParam("query") });
const ChangeParams = object({ changeId: pathParam() });
const ImportStarted = object({ id: string() });
const RULES = "`rules` is a rule group as JSON (contract 1.6) over the contact fields and profile.";

/**
 * `/contact` as a list (contract 2.3): signed-in contacts list themselves, admins every
 * contact by rules; admins add contacts, tag and untag every contact a filter matches (with
 * undo) and export them as CSV.
 */
export const contactListRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contacts, contactList, contactTags, contributions, contactImport } = services;
  const loggedIn = { config: { access: "loggedIn" as const } };
  const admin = { config: { access: "admin" as const } };
  const isAdmin = (request: FastifyRequest) => hasRole(request.caller.roles, "admin");
  // Who imports: rows that update contacts are held to what this caller may PATCH.
  const importActor = ({ caller }: FastifyRequest): ImportActor => ({
    contactId: caller.contactId ?? null,
    superadmin: hasRole(caller.roles, "superadmin"),
    apiKey: authMethod(caller) === "api-key",
  });

  const tag = "Contacts";

  listWithSearch(
    app,
    "/contact",
    loggedIn,
    {
      summary: "List contacts by rules (members list only themselves)",
      description: `${RULES} \`limit=0\` answers the count alone.`,
      tag,
      query: listQueryStruct({
        sorts: CONTACT_SORTS,
        with: CONTACT_LIST_WITH,
        fields: "per-record",
        countOnly: true,
      }),
      answer: ContactPage,
      codes: ["invalid-rule"],
      examples: [
        {
          summary: "The newest contacts with their roles",
          as: "admin",
          status: 200,
          query: { sort: "joined", order: "DESC", with: "roles" },
        },
        { summary: "How many contacts there are", as: "admin", status: 200, query: { limit: "0" } },
        { summary: "A filter that is not JSON", as: "admin", status: 400, query: { rules: "{" } },
      ],
    },
    async (request, input): Promise<ContactPage> => {
      const query = listQueryOf(input, {
        sorts: CONTACT_SORTS,
        defaultSort: "joined",
        with: CONTACT_LIST_WITH,
        fields: "per-record",
        countOnly: true,
      });
      return contactList.list(
        { isAdmin: isAdmin(request), contactId: request.caller.contactId },
        {
          ...query,
          rules: query.rulesText === undefined ? [] : [parseRulesText(query.rulesText)],
        },
      );
    },
  );

  route(
    app,
    "POST",
    "/contact",
    admin,
    {
      summary: "Add a contact, with roles, tags, profile and a manual contribution",
      description:
        "Only superadmins give the superadmin role. A `password` given is announced to the contact by email (`password-changed`).",
      tag,
      body: CreateContact,
      answer: Contact,
      codes: ["duplicate-email"],
      examples: [
        {
          summary: "A contact with a name and no password",
          as: "admin",
          status: 200,
          body: { email: "ada.example@example.org", firstname: "Ada", lastname: "Lovelace" },
        },
        {
          summary: "No email",
          as: "admin",
          status: 400,
          body: { firstname: "Ada", lastname: "Lovelace" },
        },
      ],
    },
    async (request): Promise<Contact> => {
      const body = request.body;
      if (
        body.roles?.some((role) => role.role === "superadmin") &&
        !hasRole(request.caller.roles, "superadmin")
      ) {
        throw forbidden("Only superadmins may grant the superadmin role");
      }
      const now = new Date();
      const roles = (body.roles ?? []).map((role) => ({
        role: role.role,
        dateAdded: role.dateAdded ? new Date(role.dateAdded) : now,
        dateExpires: role.dateExpires ? new Date(role.dateExpires) : null,
      }));
      const actor = request.caller.contactId;
      const forced =
        body.contribution && (await contributions.forcedForNewContact(body.contribution));
      const record = await contacts.create({
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        ...(body.password ? { password: body.password } : {}),
        ...(body.profile ? { profile: body.profile } : {}),
        ...(body.tags ? { tagIds: body.tags } : {}),
        roles,
        // The timeline shows the roles and the contribution given with the contact, by whom.
        alsoWrite: async (tx, added) => {
          await services.activity.record(added.id, actor, "created-by-staff", {}, tx);
          for (const role of roles) {
            const data = {
              role: role.role,
              dateAdded: role.dateAdded.toISOString(),
              dateExpires: role.dateExpires?.toISOString() ?? null,
            };
            await services.activity.record(added.id, actor, "role-set", data, tx);
          }
          await forced?.(tx, added.id, actor);
        },
      });
      // Its events' deliveries (and a password's email) were queued in that transaction: they
      // go now, not at the next look.
      services.jobs.poke();
      const relations = [
        ...(body.profile ? (["profile"] as const) : []),
        ...(body.roles ? (["roles"] as const) : []),
        ...(body.tags ? (["tags"] as const) : []),
      ];
      const [contact] = await contactList.describe([record.id], relations, { isAdmin: true });
      if (!contact) throw new Error("The new contact was not found");
      return contact;
    },
  );

  route(
    app,
    "PATCH",
    "/contact",
    admin,
    {
      summary: "Tag or untag every contact a rule group matches (undo with the change's id)",
      tag,
      body: BulkUpdateContacts,
      answer: ContactChangeResult,
      codes: ["invalid-rule", "unknown-tag"],
    },
    async (request): Promise<ContactChangeResult> => {
      const body = request.body;
      const where = await contactList.where([body.rules], { contactId: request.caller.contactId });
      return contactTags.apply(request.caller.contactId, where, body.updates.tags);
    },
  );

  route(
    app,
    "POST",
    "/contact/changes/:changeId/undo",
    admin,
    {
      summary: "Undo a bulk change of tags",
      tag,
      params: ChangeParams,
      bodyType: "none",
      answer: ContactChangeResult,
      errors: { 404: "No such change of yours." },
      codes: ["already-undone"],
    },
    async (request): Promise<ContactChangeResult> => {
      const { changeId } = request.params;
      return contactTags.undo(request.caller.contactId, changeId);
    },
  );

  // The file travels in the body: room for the largest one an import takes, JSON-escaped.
  const ROW_ERRORS =
    "Each failing row is `{row, field, code}`: `row` counts data rows from 1, `field` is the " +
    "contact field its column fills. Codes: `required` (the email is empty), `invalid-email`, " +
    "`invalid-phone`, `duplicate-in-file` (`firstRow` has the same email), `too-long` (more " +
    "than `max` characters; for `tags`, one tag's name), `not-allowed` (not one of `allowed`), " +
    "`not-stored` (a good row whose batch could not be stored; the report only).";
  const importRoute = {
    ...admin,
    bodyLimit: IMPORT_MAX_CHARACTERS * 3,
    // A NUL character is in no text file, but in every spreadsheet saved in a binary format.
    config: { ...admin.config, unsafeText: NOT_CSV },
  };

  route(
    app,
    "POST",
    "/contact-import/preview",
    importRoute,
    {
      summary: "Read a CSV file's header and first rows, to map its columns before an import",
      tag,
      body: ImportPreviewBody,
      answer: ImportPreview,
      codes: ["import-not-csv", "import-empty", "import-too-many-rows"],
    },
    async (request): Promise<ImportPreview> => contactImport.preview(request.body.csv),
  );

  route(
    app,
    "POST",
    "/contact-import/dry-run",
    importRoute,
    {
      summary: "Check a CSV import: what it would create, update and skip, and each row's errors",
      description: ROW_ERRORS,
      tag,
      body: ContactImport,
      answer: ImportDryRun,
      codes: ["import-not-csv", "import-empty", "import-too-many-rows"],
    },
    async (request): Promise<ImportDryRun> =>
      contactImport.dryRun(request.body, importActor(request)),
  );

  route(
    app,
    "POST",
    "/contact-import",
    importRoute,
    {
      summary: "Start a CSV import in the background; follow it at /contact-import/{id}",
      tag,
      body: ContactImport,
      answer: ImportStarted,
      codes: ["import-not-csv", "import-empty", "import-too-many-rows"],
      status: 202,
    },
    async (request, reply) => {
      const started = await contactImport.start(request.body, importActor(request));
      return reply.code(202).send(started);
    },
  );

  route(
    app,
    "GET",
    "/contact-import/:id",
    admin,
    {
      summary: "An import's progress, and its report once done",
      description: ROW_ERRORS,
      tag,
      params: IdParams,
      answer: ImportStatus,
      errors: { 404: "No such import." },
      examples: [
        { summary: "An unknown import", as: "admin", status: 404, params: { id: "none" } },
      ],
    },
    async (request): Promise<ImportStatus> => {
      const status = isUuid(request.params.id)
        ? await contactImport.status(request.params.id)
        : undefined;
      if (!status) throw notFound("No such import");
      return status;
    },
  );

  exportWithBody(
    app,
    "/contact.csv",
    admin,
    {
      summary: "The contacts a rule group matches, as CSV",
      description: `${RULES} \`X-Total-Count\` says how many rows follow the header.`,
      tag,
      query: ExportQuery,
      answerType: "text/csv",
      codes: ["invalid-rule"],
      headers: ["ExportTicket"],
    },
    async (request, reply, input) => {
      const { rules } = input;
      const groups = rules === undefined || rules === "" ? [] : [parseRulesText(rules)];
      await exportSlot(services.exports, request, reply);
      const file = await contactList.export(groups, { contactId: request.caller.contactId });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("x-total-count", String(file.total))
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
};
