export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";
export type { RichTextHandle } from "./Editor";
