import { ApiError } from "@core/api/api-error";
import type { ApiCall } from "@core/api/call";
import { API_BASE } from "@core/api/client";

/**
 * Sends a call's JSON body with XMLHttpRequest, telling how much of it is sent (fetch cannot
 * report an upload's progress): for a file that travels in the body. Rejects with an
 * `ApiError` carrying the server's status (0 when it never answered), as the API client does.
 */
export function sendWithProgress<T>(call: ApiCall<T>, onProgress: (share: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, `${API_BASE}/${call.path}`);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Type", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(new ApiError(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, undefined));
    request.send(JSON.stringify(call.body));
  });
}
