import { setImmediate as nextTurn } from "node:timers/promises";
import { addMonths } from "@core/contributions";
import type { ContributionPeriod } from "@core/fees";
import type { TestCheckoutOutcome } from "@core/payments";
import type { Services } from "../index";
import { DEMO_ACCOUNTS } from "./accounts";

const DOMAIN = "harbour-ledger.example.org";

interface DemoMember {
  email: string;
  firstname: string;
  lastname: string;
  amount: number;
  period: ContributionPeriod;
  payFee?: boolean;
  /** How a manual contributor pays; the others pay through the test provider. */
  manualSource?: string;
  method?: "s_card" | "gc_direct-debit";
  outcome?: TestCheckoutOutcome;
  /** When they joined. */
  monthsAgo: number;
  /** They cancelled since (their membership runs to the end of the period paid for). */
  cancelled?: boolean;
}

/**
 * Readers of the demo newsroom who pay for it, so the payments list, the members' pages and
 * the dashboard have months of history: most pay by card or direct debit, one has a card that
 * stopped working (a failed renewal, retried, then the end of the contribution), one
 * cancelled, one pays by standing order (a manual contribution). Their addresses are on a
 * reserved domain: the emails their history causes reach nobody.
 */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: `ines.duarte@${DOMAIN}`,
    firstname: "Inês",
    lastname: "Duarte",
    amount: 10,
    period: "monthly",
    payFee: true,
    monthsAgo: 11,
  },
  {
    email: `tomasz.wrona@${DOMAIN}`,
    firstname: "Tomasz",
    lastname: "Wrona",
    amount: 60,
    period: "annually",
    method: "gc_direct-debit",
    monthsAgo: 14,
  },
  {
    email: `ama.mensah@${DOMAIN}`,
    firstname: "Ama",
    lastname: "Mensah",
    amount: 3,
    period: "monthly",
    method: "gc_direct-debit",
    monthsAgo: 4,
  },
  {
    email: `jonas.berg@${DOMAIN}`,
    firstname: "Jonas",
    lastname: "Berg",
    amount: 7,
    period: "monthly",
    outcome: "insufficient-funds-later",
    monthsAgo: 3,
  },
  {
    email: `priya.nair@${DOMAIN}`,
    firstname: "Priya",
    lastname: "Nair",
    amount: 15,
    period: "monthly",
    monthsAgo: 8,
    cancelled: true,
  },
  {
    email: `chloe.martin@${DOMAIN}`,
    firstname: "Chloé",
    lastname: "Martin",
    amount: 120,
    period: "annually",
    monthsAgo: 2,
  },
  {
    email: `dev.patel@${DOMAIN}`,
    firstname: "Dev",
    lastname: "Patel",
    amount: 20,
    period: "monthly",
    monthsAgo: 6,
  },
  {
    email: `leo.fischer@${DOMAIN}`,
    firstname: "Leo",
    lastname: "Fischer",
    amount: 120,
    period: "annually",
    manualSource: "Standing order",
    monthsAgo: 9,
  },
];

/** The demo member account's contribution: monthly, by card, since they joined. */
const DEMO_ACCOUNT_CONTRIBUTION = { amount: 5, period: "monthly" } as const;

const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const ACCOUNT = { iban: "DE89 3704 0044 0532 0130 00" };

/**
 * Starts a contribution that began `startAt` as a reader would: a checkout at the test
 * provider, the method set up, the subscription made (backdated to when they joined).
 */
async function contribute(
  services: Services,
  contactId: string,
  member: Omit<DemoMember, "email" | "monthsAgo"> & { email: string },
  startAt: Date,
): Promise<void> {
  const test = services.payments.test;
  if (!test) return;
  const method = member.method ?? "s_card";
  const form = {
    amount: member.amount,
    period: member.period,
    payFee: member.payFee ?? false,
    prorate: false,
  };
  const payer = { email: member.email, firstname: member.firstname, lastname: member.lastname };
  const started = await services.contributions.flows.start({
    provider: test.provider,
    method,
    purpose: "contribution",
    contactId,
    form,
    payer,
    completeUrl: new URL("/profile/contribution/complete", "http://demo.invalid").toString(),
  });
  const token = new URL(started.params.redirectUrl ?? "").pathname.split("/").pop() ?? "";
  await test.checkout.confirm(token, {
    outcome: member.outcome ?? "succeed",
    ...(method === "gc_direct-debit"
      ? { ...ACCOUNT, accountHolder: `${member.firstname} ${member.lastname}` }
      : CARD),
  });
  const flow = await services.contributions.flows.get(started.id);
  if (!flow) return;
  const setup = await services.contributions.flows.setUp(flow, test.provider, {
    ...payer,
    customerId: null,
  });
  await services.contributions.activate(contactId, flow, setup, form, startAt);
}

/**
 * On a fresh demo instance, while the test provider takes payments: the demo's paying readers
 * and the demo member account's contribution, with everything their subscriptions charged
 * since they joined (renewals, a failure and its retries) run through the test provider and
 * its events, as months of real use would have left them.
 */
export async function seedDemoMembers(services: Services): Promise<void> {
  const test = services.payments.test;
  if (!test) return;
  const now = await services.payments.clock.now();
  const cancel: string[] = [];
  for (const member of DEMO_MEMBERS) {
    // The embedded database answers without giving the event loop a turn: written after the
    // server listens (main.ts), the demo lets requests in between its members and charges.
    await nextTurn();
    if (await services.contacts.findByEmail(member.email)) continue;
    const startAt = addMonths(now, -member.monthsAgo);
    const contact = await services.contacts.create({
      email: member.email,
      firstname: member.firstname,
      lastname: member.lastname,
      joined: startAt,
      // Members since they joined; payments (or, for a manual one, the admins) extend it.
      roles: [
        {
          role: "member",
          dateAdded: startAt,
          dateExpires: member.manualSource ? addMonths(startAt, 12 * 2) : startAt,
        },
      ],
    });
    if (member.manualSource) {
      await services.contributions.force(contact.id, {
        type: "Manual",
        amount: member.amount,
        period: member.period,
        source: member.manualSource,
      });
      continue;
    }
    await contribute(services, contact.id, member, startAt);
    if (member.cancelled) cancel.push(contact.id);
  }
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === "member");
  const record = account && (await services.contacts.findByEmail(account.email));
  if (account && record) {
    const { type } = await services.contributions.info(record.id);
    if (type === "None") {
      await contribute(
        services,
        record.id,
        { ...account, ...DEMO_ACCOUNT_CONTRIBUTION },
        // Since they joined (demo/accounts): no payment before their joining.
        record.joined,
      );
    }
  }
  // Every period since they joined, charged and reported in the order it fell due.
  await test.runDue(now, () => nextTurn());
  for (const contactId of cancel) await services.contributions.cancel(contactId);
}
