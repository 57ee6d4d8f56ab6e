// Also the frames' (the reader's file question): no strings here, since this folder's go to the
// dashboard's catalog.
import { useState, type DragEvent } from "react";

/**
 * Dropping files on an element: its handlers, and whether files are held over it now (for a
 * highlight). A drop is always taken from the browser, even while `disabled`, because a file
 * dropped anywhere unhandled would open in place of the page and lose what was typed.
 */
export function useDropZone(onFiles: (files: File[]) => void, disabled = false) {
  const [over, setOver] = useState(false);

  const drag = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    setOver(!disabled);
  };

  return {
    over,
    dropProps: {
      onDragEnter: drag,
      onDragOver: drag,
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        // Moving onto the zone's own text or button is no leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      },
    },
  };
}
