import { ids, int, text } from "../form";
import { attempt, finalize } from "../invoices";
import { list } from "../store";
import { StripeFailure } from "../types";
import type { ApiRoutes } from "./handler";

/** One-off invoices, their items, and paying them. */
export const invoiceRoutes: ApiRoutes = {
  "POST invoices": ({ state, newId, get, put }, { body }) => {
    const customer = get("customer", text(body.customer));
    return put({
      id: newId("in"),
      object: "invoice",
      customer: customer.id,
      status: "draft",
      total: 0,
      amount_due: 0,
      created: state.now,
      description: text(body.description),
      metadata: body.metadata ?? {},
      attempt_count: 0,
      attempted: false,
      next_payment_attempt: null,
      billing_reason: "manual",
      default_payment_method: text(body.default_payment_method),
      default_tax_rates: ids(body.default_tax_rates),
      total_taxes: [],
      parent: null,
      lines: { object: "list", data: [] },
    });
  },
  "GET invoices": ({ objects }, { query }) =>
    list(
      [...objects.values()].filter(
        (object) =>
          object.object === "invoice" &&
          (!query.customer || object.customer === query.customer) &&
          (!query.status || object.status === query.status),
      ),
    ),
  "GET invoices/:id": ({ get }, { id }) => get("invoice", id ?? ""),
  "POST invoices/:id": ({ get }, { id, body }) => {
    const invoice = get("invoice", id ?? "");
    if (invoice.status !== "draft") {
      throw new StripeFailure(400, "invalid_request_error", "invoice_not_editable", "Final");
    }
    if (body.default_tax_rates !== undefined) {
      invoice.default_tax_rates = ids(body.default_tax_rates);
    }
    return invoice;
  },
  "POST invoiceitems": ({ state, newId, get }, { body }) => {
    const invoice = get("invoice", text(body.invoice));
    const amount = int(body.amount);
    invoice.total = int(String(invoice.total)) + amount;
    invoice.amount_due = invoice.total;
    (invoice.lines as { data: unknown[] }).data.push({
      id: newId("il"),
      object: "line_item",
      amount,
      period: { start: state.now, end: state.now },
      parent: { type: "invoice_item_details" },
    });
    return { id: newId("ii"), object: "invoiceitem", invoice: invoice.id, amount };
  },
  "POST invoices/:id/finalize": (store, { id }) => {
    const invoice = store.get("invoice", id ?? "");
    store.emit("invoice.created", invoice);
    finalize(store, invoice);
    return invoice;
  },
  "POST invoices/:id/pay": (store, { id }) => {
    const { state, get, decline } = store;
    const invoice = get("invoice", id ?? "");
    if (invoice.status !== "open") {
      throw new StripeFailure(400, "invalid_request_error", "invoice_not_open", "Not open");
    }
    if (state.processing > 0) {
      state.processing--;
      return invoice;
    }
    const fail = decline();
    attempt(store, invoice, fail);
    if (fail) throw new StripeFailure(402, "card_error", "card_declined", "Declined");
    return invoice;
  },
};
