/** What the segments' routes share: admins alone use them. */
export const TAG = "Segments";
export const ADMIN = { config: { access: "admin" as const } };
