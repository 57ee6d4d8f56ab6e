import { eq } from "drizzle-orm";
import { contactProfiles, contacts, joinFlows } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import type { CompletedSetup } from "../payments";
import type { JoinDependencies } from "./deps";
import { hasAccount, isClaimable } from "./accounts";
import type { JoinFlow } from "./flows";

/**
 * Writes the contact of a confirmed join, or brings a contact who was not a member up to
 * date, in the transaction that marks the join confirmed, with the webhooks that tell of it:
 * answers its id. Undefined when another request confirmed the join first.
 */
export async function confirmContact(
  deps: JoinDependencies,
  flow: JoinFlow,
  billing: CompletedSetup["payer"],
): Promise<string | undefined> {
  const { db, content, email } = deps;
  const setup = await content.get("join/setup");
  const firstname = flow.firstname || billing.firstname || "";
  const lastname = flow.lastname || billing.lastname || "";
  const address = setup.showMailOptIn ? (billing.billingAddress ?? null) : null;
  const write = () =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ confirmedAt: joinFlows.confirmedAt })
        .from(joinFlows)
        .where(eq(joinFlows.id, flow.id))
        .for("update");
      if (!locked || locked.confirmedAt) return undefined;
      const [existing] = await tx
        .select({
          id: contacts.id,
          firstname: contacts.firstname,
          lastname: contacts.lastname,
          passwordHash: contacts.passwordHash,
        })
        .from(contacts)
        .where(eq(contacts.email, flow.email))
        .for("update");
      let contactId: string;
      if (existing) {
        // Checked again under the lock: a password, a staff role or a second factor may
        // have come since the email went, and then the account is not the join's to take.
        if (!(await isClaimable(tx, existing))) throw hasAccount();
        contactId = existing.id;
        // Never the join form's password: whoever filled it in chose it, and the mailbox's
        // owner only confirmed. Signed in by the link, they choose their own (/join/setup).
        const names = {
          ...(firstname ? { firstname } : {}),
          ...(lastname ? { lastname } : {}),
        };
        if (firstname || lastname) {
          await tx.update(contacts).set(names).where(eq(contacts.id, contactId));
        }
        const changed = [
          ...(firstname && firstname !== existing.firstname ? ["firstname"] : []),
          ...(lastname && lastname !== existing.lastname ? ["lastname"] : []),
        ];
        if (changed.length > 0) {
          await deps.emit?.(tx, "contact.updated", { contactId, changed });
        }
      } else {
        const [created] = await tx
          .insert(contacts)
          .values({
            email: flow.email,
            firstname,
            lastname,
            passwordHash: flow.passwordHash,
            locale: flow.locale,
          })
          .returning({ id: contacts.id });
        if (!created) throw new Error("The new contact was not returned");
        contactId = created.id;
        await tx.insert(contactProfiles).values({
          contactId,
          ...(address ? { deliveryAddress: address } : {}),
        });
        await deps.emit?.(tx, "contact.created", {
          contactId,
          email: flow.email,
          firstname,
          lastname,
        });
      }
      await tx
        .update(joinFlows)
        .set({ confirmedAt: new Date(), contactId })
        .where(eq(joinFlows.id, flow.id));
      const to = { email: flow.email, firstname, lastname };
      await email.send("welcome", to, {}, tx);
      if (!existing) {
        await email.sendToAdmins(
          "new-member",
          { MEMBERID: contactId, MEMBERNAME: `${firstname} ${lastname}`.trim() || flow.email },
          tx,
        );
      }
      await deps.emit?.(tx, "member.joined", {
        contactId,
        newContact: !existing,
        email: flow.email,
      });
      return contactId;
    });
  try {
    return await write();
  } catch (error) {
    // A contact with this email was created meanwhile (another join, an admin): join it.
    if (isUniqueViolation(error, "contacts_email_unique")) return write();
    throw error;
  }
}
