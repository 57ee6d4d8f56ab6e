/** What the callouts' routes share. */
export const TAG = "Callouts";
