import type { Role } from "../../../src/core/contacts";
import type { ContactService } from "../contacts";
import type { PasswordService } from "../passwords";

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
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
    firstname: "Robin",
    lastname: "Okafor",
  },
  {
    role: "member",
    email: `member@${DOMAIN}`,
    password: "Harbour-Member-2025",
    firstname: "Sam",
    lastname: "Lindqvist",
  },
];

/** Creates the demo accounts that do not exist yet (by email). */
export async function seedDemoAccounts(contacts: ContactService): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await contacts.findByEmail(account.email)) continue;
    const { role, ...details } = account;
    await contacts.create({ ...details, roles: [{ role }] });
  }
}

/** The demo accounts that still have their public password: worth printing, and changing. */
export async function demoAccountsWithDemoPassword(
  contacts: ContactService,
  passwords: PasswordService,
): Promise<DemoAccount[]> {
  const unchanged: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const contact = await contacts.findByEmail(account.email);
    if (contact?.passwordHash && (await passwords.verify(account.password, contact.passwordHash))) {
      unchanged.push(account);
    }
  }
  return unchanged;
}
