import type { Role } from "@core/contacts";
import type { ContactService } from "../contacts";

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  /**
   * The password's scrypt hash at today's cost, made once beforehand: two hashes at each
   * first start and two checks at every start were seconds of a start on a busy machine. The
   * password is public, so a salt shared by every installation hides nothing.
   */
  passwordHash: string;
  firstname: string;
  lastname: string;
  /** How long ago they joined: the demo member pays since then (demo/members). */
  monthsAgo?: number;
}

const DOMAIN = "harbour-ledger.example.org";

/**
 * Accounts to try the demo with. Their passwords are public (they are printed and written
 * here), so they are never created with NODE_ENV=production, and are printed at each start
 * only while unchanged.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: "superadmin",
    email: `admin@${DOMAIN}`,
    password: "Harbour-Admin-2025",
    passwordHash:
      "scrypt$32768$8$3$77GrlvGOave7/O1LruJlhw==$gdmEWQzSnSkJor+hh4doaT0OypY3lz9Ijl2gd5Yfm3QdzVnHJyXRpeDK9q7iIHrMYSRPA/fKAyQcxEUky2bJUQ==",
    firstname: "Robin",
    lastname: "Okafor",
  },
  {
    role: "member",
    email: `member@${DOMAIN}`,
    password: "Harbour-Member-2025",
    passwordHash:
      "scrypt$32768$8$3$GuynZD+vVbr2dcYw1yd3Kw==$dSmf1uUQ2ki18jp248pKqR0njEQBDhcb/BqLfERS8XxcOlaKgYKvxFxHvUcIa2sz2BML2IETB9gECmmFRKsePg==",
    firstname: "Sam",
    lastname: "Lindqvist",
    monthsAgo: 5,
  },
];

/**
 * The date `months` before `date`. Not src/core's addMonths: the end-to-end tests import this
 * file, and that module's messages need the Lingui macro, which Playwright does not compile.
 */
function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

/**
 * Creates the demo accounts that do not exist yet (by email), each joined `monthsAgo` ago, so
 * no payment of theirs predates their joining.
 */
export async function seedDemoAccounts(contacts: ContactService): Promise<void> {
  const now = new Date();
  for (const account of DEMO_ACCOUNTS) {
    if (await contacts.findByEmail(account.email)) continue;
    const { email, firstname, lastname, passwordHash, role, monthsAgo } = account;
    const joined = monthsAgo === undefined ? undefined : monthsBefore(now, monthsAgo);
    await contacts.create({
      email,
      firstname,
      lastname,
      passwordHash,
      roles: [{ role, ...(joined ? { dateAdded: joined } : {}) }],
      ...(joined ? { joined } : {}),
    });
  }
}

/**
 * The demo accounts that still have their public password: worth printing, and changing. A
 * password set since, even the same one, was hashed with a new salt, so the stored hash tells
 * without checking the password.
 */
export async function demoAccountsWithDemoPassword(
  contacts: ContactService,
): Promise<DemoAccount[]> {
  const unchanged: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const contact = await contacts.findByEmail(account.email);
    if (contact?.passwordHash === account.passwordHash) unchanged.push(account);
  }
  return unchanged;
}
