import { API_BASE } from "@core/api/client";

/** The header a download names its place in the server's export queue by. */
export const EXPORT_TICKET_HEADER = "Agora-Export-Ticket";

/** How often a waiting download asks for its place. */
const POLL_MS = 1000;

/**
 * Asks where a waiting export stands (`GET /export-queue/:ticket`) until `stop`, telling
 * `onPlace` the exports ahead of it each time it is waiting. A failed ask is skipped: the
 * place is a courtesy, the download goes on regardless.
 */
export function watchExportQueue(ticket: string, onPlace: (ahead: number) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    try {
      const response = await fetch(`${API_BASE}/export-queue/${ticket}`, {
        credentials: "include",
      });
      if (response.ok) {
        const { position } = (await response.json()) as { position: number | null };
        if (!stopped && typeof position === "number") onPlace(position);
      }
    } catch {
      // Offline for a moment: the next ask may answer.
    }
    if (!stopped) timer = setTimeout(() => void ask(), POLL_MS);
  };
  timer = setTimeout(() => void ask(), POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
