/** The frame side of embedding: sizing through iframe-resizer v4's protocol, and host messages. */
export { startFrameSizer } from "./frame-sizer";
export type { FrameSizerOptions } from "./frame-sizer";
export { measureDocument } from "./measure";
export { sendToHost } from "./outbox";
export {
  DEFAULT_INIT,
  MARKER,
  READY,
  formatChildMessage,
  formatCustomMessage,
  formatInPageLink,
  formatInfoRequest,
  formatInit,
  formatParentMessage,
  formatScrollToOffset,
  formatSize,
  parseChildMessage,
  parseParentMessage,
} from "./protocol";
export type {
  ChildMessage,
  InfoRequest,
  InitSettings,
  PageInfo,
  ParentInfo,
  ParentMessage,
  Size,
  SizeTrigger,
} from "./protocol";
