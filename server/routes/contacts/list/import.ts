import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { object, string } from "superstruct";
import {
  ContactImport,
  IMPORT_MAX_CHARACTERS,
  ImportDryRun,
  ImportPreview,
  ImportPreviewBody,
  ImportStatus,
  hasRole,
} from "@core/contacts";
import { notFound } from "@core/errors";
import { isUuid } from "@core/validation";
import { NOT_CSV, type ImportActor } from "@server/services/contacts/import";
import { authMethod } from "@server/plugins/access";
import type { Services } from "@server/services";
import { IdParams } from "../../params";
import { route } from "../../route";
import { ADMIN, TAG } from "../shared";

const ImportStarted = object({ id: string() });

/** `/contact-import`: a CSV file read, checked, then imported in the background. */
export const contactImportRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { contactImport } },
) => {
  // Who imports: rows that update contacts are held to what this caller may PATCH.
  const importActor = ({ caller }: FastifyRequest): ImportActor => ({
    contactId: caller.contactId ?? null,
    superadmin: hasRole(caller.roles, "superadmin"),
    apiKey: authMethod(caller) === "api-key",
  });

  const ROW_ERRORS =
    "Each failing row is `{row, field, code}`: `row` counts data rows from 1, `field` is the " +
    "contact field its column fills. Codes: `required` (the email is empty), `invalid-email`, " +
    "`invalid-phone`, `duplicate-in-file` (`firstRow` has the same email), `too-long` (more " +
    "than `max` characters; for `tags`, one tag's name), `not-allowed` (not one of `allowed`), " +
    "`not-stored` (a good row whose batch could not be stored; the report only).";
  const importRoute = {
    ...ADMIN,
    // The file travels in the body: room for the largest one an import takes, JSON-escaped.
    bodyLimit: IMPORT_MAX_CHARACTERS * 3,
    // A NUL character is in no text file, but in every spreadsheet saved in a binary format.
    config: { ...ADMIN.config, unsafeText: NOT_CSV },
  };

  route(
    app,
    "POST",
    "/contact-import/preview",
    importRoute,
    {
      summary: "Read a CSV file's header and first rows, to map its columns before an import",
      tag: TAG,
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
      tag: TAG,
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
      tag: TAG,
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
    ADMIN,
    {
      summary: "An import's progress, and its report once done",
      description: ROW_ERRORS,
      tag: TAG,
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
};
