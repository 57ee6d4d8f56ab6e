import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type RefObject } from "react";
import { refusalFor } from "./accepted";
import { sendUpload, type UploadKind } from "./send-upload";
import { isCancelled, uploadStatus } from "./upload-status";

interface Sending {
  name: string;
  /** 0 to 1; undefined until the browser tells. */
  share?: number;
}

/** What this field sent last, which the address alone does not say. */
interface Sent {
  url: string;
  name: string;
  size: number;
}

interface UploadOptions {
  kind: UploadKind;
  /** Why an upload failed, by the status the server answered (or would have). */
  reason(status: number): string;
  onChange(url: string | undefined): void;
  /** The file input, which takes focus back after Cancel or Remove. */
  input: RefObject<HTMLInputElement | null>;
}

/**
 * An upload field's sending: one file at a time (a newer one or Cancel stops the one on its
 * way, as does the field going away), its progress, what it sent, why it failed, and the news
 * a screen reader hears.
 */
export function useUpload({ kind, reason, onChange, input }: UploadOptions) {
  const { t } = useLingui();
  const [sending, setSending] = useState<Sending>();
  const [sent, setSent] = useState<Sent>();
  const [problem, setProblem] = useState<string>();
  const [news, setNews] = useState("");

  const sendingNow = useRef<AbortController>(undefined);

  // A field that goes away stops its upload.
  useEffect(() => () => sendingNow.current?.abort(), []);

  const upload = async (file: File) => {
    sendingNow.current?.abort();
    setProblem(undefined);
    const refused = refusalFor(file, kind);
    if (refused) {
      setProblem(reason(refused === "too-large" ? 413 : 415));
      setNews("");
      return;
    }
    const controller = new AbortController();
    sendingNow.current = controller;
    setSending({ name: file.name });
    setNews(t`Uploading ${file.name}…`);
    try {
      const { url: uploaded } = await sendUpload(file, {
        kind,
        signal: controller.signal,
        onProgress: (share) => setSending((now) => now && { ...now, share }),
      });
      setSent({ url: uploaded, name: file.name, size: file.size });
      setNews(t`${file.name} is uploaded.`);
      onChange(uploaded);
    } catch (caught) {
      if (isCancelled(caught)) {
        // A newer file took this one's place, or Cancel was pressed: that one says so.
        return;
      }
      setProblem(reason(uploadStatus(caught)));
      setNews("");
    }
    if (sendingNow.current === controller) setSending(undefined);
  };

  const cancel = () => {
    sendingNow.current?.abort();
    setSending(undefined);
    setNews(t`The upload is cancelled.`);
    input.current?.focus();
  };

  const remove = () => {
    setSent(undefined);
    setProblem(undefined);
    setNews(t`The file is removed.`);
    onChange(undefined);
    input.current?.focus();
  };

  return { sending, sent, problem, news, upload, cancel, remove };
}
