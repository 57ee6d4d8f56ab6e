/**
 * How often one client address may ask for reset links: enough for a typo or two, too few to
 * flood someone's inbox. On PostgreSQL, counted once for all the servers sharing it.
 */
export const RESET_REQUEST_LIMIT = { max: 5, timeWindow: 15 * 60 * 1000 };
