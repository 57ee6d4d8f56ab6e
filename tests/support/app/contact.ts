// Helpers for the contact page's tests; only test files import this module.
import type { Contact } from "@core/contacts";
import { contact } from "./callouts";

export const CONTACT_ID = "c-1";

/** A member with an admin role, a profile and a manual contribution, as staff load them. */
export const ADA: Contact = {
  ...contact(CONTACT_ID, "Ada", "Lovelace"),
  lastSeen: "2024-06-01T10:00:00.000Z",
  contributionAmount: 5,
  contributionPeriod: "monthly",
  roles: [
    { role: "member", dateAdded: "2024-03-01T00:00:00.000Z", dateExpires: null },
    {
      role: "admin",
      dateAdded: "2024-04-01T00:00:00.000Z",
      dateExpires: "2025-04-01T00:00:00.000Z",
    },
  ],
  tags: [{ id: "t1", name: "Donors" }],
  profile: {
    telephone: "",
    twitter: "",
    preferredContact: "",
    deliveryOptIn: false,
    deliveryAddress: null,
    newsletterStatus: "subscribed",
    newsletterGroups: ["Weekly"],
  },
  contribution: {
    type: "Manual",
    amount: 5,
    period: "monthly",
    paymentSource: { method: null, source: "Cash", reference: "R-1" },
    membershipStatus: "active",
  },
};

/** The open dialog, if any: closed ones stay in the page. */
export const openDialog = (container: HTMLElement) =>
  [...container.querySelectorAll("dialog")].find((dialog) => dialog.open);
