/**
 * iframe-resizer v4's messages between a frame and its host page; the frame side that sends
 * them lives in the browser's code (src/ui/embed).
 */
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
