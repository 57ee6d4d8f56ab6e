/**
 * Counts the requests this server is answering, so the job runner can hold back while there
 * are some (services/jobs/runner `serving`). The app counts each request from its start until
 * its connection's response closes (answered, failed or abandoned).
 */
export function createRequestsInFlight() {
  let count = 0;
  return {
    started(): void {
      count += 1;
    },
    ended(): void {
      count = Math.max(count - 1, 0);
    },
    serving: (): boolean => count > 0,
  };
}

export type RequestsInFlight = ReturnType<typeof createRequestsInFlight>;
