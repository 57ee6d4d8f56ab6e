import { read } from "../api/call";
import type { OpenApiDocument } from "./document";

/** `GET /openapi.json`: the OpenAPI 3.1 description of this server's API. */
export const openApiDocument = () => read<OpenApiDocument>("openapi.json");
