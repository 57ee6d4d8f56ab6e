/** The frame side of embedding: sizing through iframe-resizer v4's protocol, and host messages. */
export { scrollHostTo, startFrameSizer } from "./frame-sizer";
export type { FrameSizerOptions } from "./frame-sizer";
export { measureDocument } from "./measure";
export { sendToHost } from "./outbox";
export {
  DEFAULT_INIT,
  MARKER,
  READY,
  formatCustomMessage,
  formatInPageLink,
  formatInfoRequest,
  formatInit,
  formatScrollToOffset,
  formatSize,
  parseParentMessage,
} from "./protocol";
export type {
  InfoRequest,
  InitSettings,
  PageInfo,
  ParentInfo,
  ParentMessage,
  Size,
  SizeTrigger,
} from "./protocol";
