/**
 * The rows the bench (scripts/bench.ts) and the export profile (scripts/export-profile.ts)
 * seed straight into the database: a callout's 100,000 responses and 100,000 contacts.
 */

/** Runs one SQL statement on the database being seeded. */
export type Query = (text: string, params?: unknown[]) => Promise<unknown>;

export const SEEDED_RESPONSES = 100_000;
export const SEEDED_CONTACTS = 100_000;

/** The seeded callout's form: the simple form and a choice to filter on. */
export const seededForm = {
  slides: [
    {
      id: "slide1",
      title: "Your view",
      navigation: { nextSlideId: "" },
      components: [
        { type: "textarea", key: "view", label: "What do you think?", input: true },
        { type: "textfield", key: "name", label: "Your name", input: true },
        { type: "number", key: "age", label: "Your age", input: true },
        { type: "checkbox", key: "agree", label: "We may quote you", input: true },
        {
          type: "selectboxes",
          key: "topics",
          label: "What it touches",
          input: true,
          values: ["rivers", "taps"].map((value) => ({ label: value, value })),
        },
        {
          type: "radio",
          key: "colour",
          label: "Colour of the water",
          input: true,
          values: ["clear", "brown", "green"].map((value) => ({ label: value, value })),
        },
      ],
    },
  ],
};

/**
 * 100,000 responses written straight into the database, as years of a busy callout would: a
 * tenth tagged "Urgent", a fifth assigned to the admin, every tenth age the same (10,000 to
 * change at once); one in seven left the name blank, half may be quoted, a quarter ticked
 * rivers and a third taps.
 */
export async function seedResponses(
  query: Query,
  calloutId: string,
  autovacuum: boolean,
): Promise<void> {
  // Numbered and counted here at once: the per-row trigger is for answers arriving one by one.
  await query("alter table callout_responses disable trigger callout_responses_inserted");
  await query(
    `insert into callout_responses (callout_id, number, answers, created_at)
     select $1, n,
       jsonb_build_object('slide1', jsonb_build_object('view', 'Answer ' || n, 'age', n % 90,
         'colour', (array['clear', 'brown', 'green'])[1 + n % 3],
         'name', case when n % 7 = 0 then '' else 'Person ' || n end,
         'agree', n % 2 = 0,
         'topics', jsonb_build_object('rivers', n % 4 = 0, 'taps', n % 3 = 0))),
       now() - make_interval(mins => $2 - n)
     from generate_series(1, $2) as n`,
    [calloutId, SEEDED_RESPONSES],
  );
  // Their triage rows, which the insert's trigger wrote (migration 0036).
  await query(
    `update callout_response_triage set
       bucket = (array['', 'verified', 'shortlist'])[1 + number % 3],
       assignee_id = case when number % 5 = 0 then (select contact_id from contact_roles where role = 'superadmin' limit 1) end,
       updated_at = now() - make_interval(mins => ($2 - number) / 2)
     where callout_id = $1`,
    [calloutId, SEEDED_RESPONSES],
  );
  await query(`insert into callout_tags (callout_id, name) values ($1, 'Urgent')`, [calloutId]);
  await query(
    `insert into callout_response_tags (response_id, tag_id)
     select r.id, t.id from callout_responses r join callout_tags t on t.callout_id = r.callout_id
     where r.callout_id = $1 and r.number % 10 = 0`,
    [calloutId],
  );
  await query("alter table callout_responses enable trigger callout_responses_inserted");
  await query("update callouts set last_response_number = $2, response_count = $2 where id = $1", [
    calloutId,
    SEEDED_RESPONSES,
  ]);
  // PostgreSQL's autovacuum visits a table this freshly loaded within a minute, which lets
  // counts read the index alone; the bench does it at once. PGlite has no autovacuum.
  await query(autovacuum ? "vacuum analyze callout_responses" : "analyze callout_responses");
  // The narrow tables counts read (a bucket tab's total, tags, kept numbers, texts and search
  // texts): vacuumed on both engines, so their visibility maps let those counts read the index
  // alone, as a running server's would be once vacuumed (the seeding rewrote every triage row).
  for (const table of [
    "callout_response_triage",
    "callout_response_tags",
    "callout_response_numbers",
    "callout_response_texts",
    "callout_response_search_texts",
  ]) {
    await query(`vacuum analyze ${table}`);
  }
}

/**
 * 100,000 contacts written straight into the database: profiles, a contribution for two in
 * five, a membership for half, a tag for one in ten, joined over three years.
 */
export async function seedContacts(query: Query, autovacuum: boolean): Promise<void> {
  await query(
    `insert into contacts (email, firstname, lastname, joined)
     select 'bench-' || n || '@example.org', (array['Ada','Grace','Alan','Hedy','Emmy'])[n % 5 + 1],
       'Member ' || n, now() - make_interval(days => n % 1095)
     from generate_series(1, ${SEEDED_CONTACTS}) as n`,
  );
  await query(
    `insert into contact_profiles (contact_id, newsletter_status)
     select id, case when random() < 0.6 then 'subscribed' else 'none' end from contacts
     on conflict do nothing`,
  );
  await query(
    `insert into contributions (contact_id, type, amount, period)
     select id, 'Manual', 3 + (abs(hashtext(id::text)) % 20), 'monthly' from contacts
     where abs(hashtext(id::text)) % 5 < 2 on conflict do nothing`,
  );
  await query(
    `insert into contact_roles (contact_id, role, date_added, date_expires)
     select id, 'member', joined, joined + interval '400 days' from contacts
     where abs(hashtext(email)) % 2 = 0 on conflict do nothing`,
  );
  await query(`insert into contact_tags (name) values ('Bench donors') on conflict do nothing`);
  await query(
    `insert into contact_tag_assignments (contact_id, tag_id)
     select c.id, t.id from contacts c, contact_tags t
     where t.name = 'Bench donors' and abs(hashtext(c.email)) % 10 = 0 on conflict do nothing`,
  );
  for (const table of ["contacts", "contact_profiles", "contributions", "contact_roles"]) {
    await query(autovacuum ? `vacuum analyze ${table}` : `analyze ${table}`);
  }
}

/** The triggers that copy contributions, roles and profiles onto contacts (migration 0020). */
const COPY_TRIGGERS = ["contributions", "contact_roles", "contact_profiles"].flatMap((table) =>
  ["inserted", "updated", "deleted", "truncated"].map((event) => ({
    table,
    trigger: `${table}_copied_${event}`,
  })),
);

/**
 * Seeds with the copying triggers off, then copies every contact once: one write of each
 * contact rather than one per seeding statement. A database written a signup at a time
 * reuses the room each such write leaves as it goes (page pruning); a bulk load leaves a dead
 * version of every contact instead, which VACUUM FULL packs away.
 */
export async function seedCopyingOnce(
  query: Query,
  autovacuum: boolean,
  seed: () => Promise<void>,
) {
  const triggers = async (action: "disable" | "enable") => {
    for (const { table, trigger } of COPY_TRIGGERS) {
      await query(`alter table ${table} ${action} trigger ${trigger}`);
    }
  };
  await triggers("disable");
  await seed();
  await query("select contacts_copy(array(select id from contacts))");
  await triggers("enable");
  await query("vacuum full contacts");
  await query(autovacuum ? "vacuum analyze contacts" : "analyze contacts");
}
