// `AnswerList` is left out on purpose: its styles make it a side effect, so exporting it here
// would put it, and the answer rules, into every frame that imports this folder. Import it
// from "./AnswerList".
export { CalloutForm } from "./CalloutForm";
export type { UploadFile } from "./context";
