// A stand-in for the browser's XMLHttpRequest, for tests of uploads; only test files import it.
import { act } from "react";

/** One request the code under test made, which the test answers. */
export class FakeRequest {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  responseText = "";
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    requests.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The file sent in the multipart field `file`. */
  get file(): File | undefined {
    const value = (this.body as FormData | undefined)?.get("file");
    return value instanceof File ? value : undefined;
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

const requests: FakeRequest[] = [];
const real = globalThis.XMLHttpRequest;

/** Puts the stand-in in place; returns the requests made since, newest last. */
export function fakeUploads(): FakeRequest[] {
  requests.length = 0;
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  return requests;
}

export function restoreUploads(): void {
  globalThis.XMLHttpRequest = real;
}

/** A file as a person would choose it. */
export function fileOf(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Chooses `files` in a file input, as the browser's picker would. */
export function choose(input: HTMLInputElement, files: File[]): void {
  Object.defineProperty(input, "files", { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}
