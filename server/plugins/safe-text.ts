import type { FastifyInstance } from "fastify";
import { HttpError, unsafeTextError, type ErrorCode, type InputPart } from "@core/errors";
import { unsafeTextPath } from "@core/validation/safe-text";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's own words for unsafe text, where its callers know a code for it (a binary
     * file sent as CSV text is `import-not-csv`): the field is still named in `errors`.
     */
    unsafeText?: { code: ErrorCode; message: string };
  }
}

/**
 * Every route's path, query and JSON body refuse NUL characters and unpaired surrogates, in
 * one place before any handler reads them: no store can hold them. Header values need no
 * check (Node refuses control characters in them, and they carry no UTF-16); multipart
 * fields and file names are checked where the upload is read.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const parts: [InputPart, unknown][] = [
      ["params", request.params],
      ["queries", request.query],
      ["body", request.body],
    ];
    for (const [part, value] of parts) {
      const path = unsafeTextPath(value);
      if (!path) continue;
      const error = unsafeTextError(part, path);
      const own = request.routeOptions.config.unsafeText;
      throw own ? new HttpError(400, { ...own, errors: error.errors }) : error;
    }
  });
}
