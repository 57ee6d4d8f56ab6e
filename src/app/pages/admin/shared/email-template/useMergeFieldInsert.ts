import { useEffect, useRef } from "react";
import type { RichTextHandle } from "@ui/rich-text";

type Target = "subject" | "body";

/**
 * Merge fields inserted where the cursor was last, in the subject or the text: give the
 * refs to the subject's input and the editor, and call `focused` as either gains focus.
 */
export function useMergeFieldInsert(subject: string, setSubject: (value: string) => void) {
  const editor = useRef<RichTextHandle | null>(null);
  const subjectInput = useRef<HTMLInputElement>(null);
  const target = useRef<Target>("body");
  const caret = useRef<number>(undefined);

  // After an insertion into the subject has rendered, the cursor goes after what was inserted.
  useEffect(() => {
    const at = caret.current;
    if (at === undefined) return;
    caret.current = undefined;
    subjectInput.current?.focus();
    subjectInput.current?.setSelectionRange(at, at);
  });

  const insert = (field: string) => {
    const text = `*|${field}|*`;
    if (target.current === "subject" && subjectInput.current) {
      const input = subjectInput.current;
      const start = input.selectionStart ?? subject.length;
      const end = input.selectionEnd ?? start;
      setSubject(`${subject.slice(0, start)}${text}${subject.slice(end)}`);
      caret.current = start + text.length;
    } else {
      editor.current?.insertText(text);
    }
  };
  const focused = (where: Target) => {
    target.current = where;
  };
  return { editor, subjectInput, insert, focused };
}
