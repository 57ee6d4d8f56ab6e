export { ConfirmDialog } from "./ConfirmDialog";
export { Dialog } from "./Dialog";
export { Modal } from "./Modal";
