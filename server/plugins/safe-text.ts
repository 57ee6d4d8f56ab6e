import type { FastifyInstance } from "fastify";
import { unsafeTextError, type InputPart } from "../../src/core/errors";
import { unsafeTextPath } from "../../src/core/validation/safe-text";

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
      if (path) throw unsafeTextError(part, path);
    }
  });
}
