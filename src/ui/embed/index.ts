/**
 * The frame side of embedding, in the browser: sizing through iframe-resizer v4's protocol
 * (its messages are in src/core/embed), and messages to the host page.
 */
export { scrollHostTo, startFrameSizer } from "./frame-sizer";
export type { FrameSizerOptions } from "./frame-sizer";
export { measureDocument } from "./measure";
export { sendToHost } from "./outbox";
