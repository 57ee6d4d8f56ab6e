// The modules themselves, not the folder index, keep the rest of the client out of the frames.
import { ApiError } from "../../core/api/api-error";
import { API_BASE } from "../../core/api/client";
import type { UploadedFile } from "../callout-form/context";

/** PDFs are documents; everything else the form accepts is an image. */
function endpointFor(file: File): "documents" | "images" {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name) ? "documents" : "images";
}

/**
 * Uploads a file answer to `POST /images` or `POST /documents` (multipart field `file`),
 * telling the progress as it goes: fetch cannot report an upload's progress, so this uses
 * XMLHttpRequest. Rejects with an `ApiError` carrying the server's status (413, 415, 429).
 */
export function uploadFile(
  file: File,
  onProgress?: (share: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}/${endpointFor(file)}`);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      const answer = body as Partial<UploadedFile> | undefined;
      if (request.status >= 200 && request.status < 300 && typeof answer?.url === "string") {
        resolve({ url: answer.url, path: answer.path });
      } else {
        reject(
          new ApiError(request.status >= 200 && request.status < 300 ? 500 : request.status, body),
        );
      }
    };
    request.onerror = () => reject(new ApiError(0, undefined));
    const data = new FormData();
    data.append("file", file);
    request.send(data);
  });
}
