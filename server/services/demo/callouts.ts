import { sql } from "drizzle-orm";
import { completeVariant, type CreateCallout } from "@core/callouts";
import type { Answers, ChoiceOption, FormComponent, FormSchema, InputComponent } from "@core/forms";
import type { Database } from "../../db/connection";
import {
  calloutResponseTriage,
  calloutResponses,
  calloutVariants,
  callouts,
} from "../../db/schema";
import { storedForm } from "../callouts/serialise";

// The demo newsroom's callouts: one with every component type, one that branches, one with a
// public gallery and map, one for members, one translated into German, and one that has ended.

const DAY = 24 * 3600 * 1000;
const SITE = "https://harbour-ledger.example.org";
const PICTURES = "/demo/callouts";

/** A sample response of the demo: its bucket and answers, sent `daysAgo`. */
export interface DemoResponse {
  bucket: string;
  daysAgo: number;
  guestName?: string;
  answers: Answers;
}

/** A demo callout: a create body with its slug, and sample responses. */
export interface DemoCallout {
  body: CreateCallout & { slug: string };
  responses?: DemoResponse[];
}

function field(
  type: InputComponent["type"],
  key: string,
  label: string,
  extra: Record<string, unknown> = {},
): FormComponent {
  return { type, key, label, input: true, ...extra } as FormComponent;
}

const options = (...pairs: [value: string, label: string, nextSlideId?: string][]) =>
  pairs.map(([value, label, nextSlideId]): ChoiceOption => ({
    value,
    label,
    ...(nextSlideId ? { nextSlideId } : {}),
  }));

const content = (key: string, html: string): FormComponent => ({ type: "content", key, html });

const slide = (
  id: string,
  title: string,
  components: FormComponent[],
  nextSlideId = "",
): FormSchema["slides"][number] => ({ id, title, components, navigation: { nextSlideId } });

const DISTRICTS = options(
  ["old-harbour", "Old Harbour"],
  ["northgate", "Northgate"],
  ["riverside", "Riverside"],
  ["hill-quarter", "Hill Quarter"],
  ["elsewhere", "Somewhere else"],
);

const texts = (title: string, excerpt: string, intro: string, thanks: string) => ({
  title,
  excerpt,
  intro,
  thanksTitle: "Thank you!",
  thanksText: thanks,
  thanksRedirect: null,
  shareTitle: title,
  shareDescription: excerpt,
  slideNavigation: {},
  componentText: {},
});

const EVERY_COMPONENT: DemoCallout = {
  body: {
    slug: "life-on-your-street",
    image: `${PICTURES}/street.svg`,
    access: "anonymous",
    captcha: "none",
    allowUpdate: false,
    allowMultiple: false,
    hidden: false,
    formSchema: {
      slides: [
        slide("street", "Your street", [
          content(
            "streetIntro",
            "<p>First, a little about where you live. We never publish exact addresses.</p>",
          ),
          field("textfield", "street", "Which street do you live on?", {
            validate: { required: true, maxLength: 120 },
          }),
          field("select", "district", "District", { data: { values: DISTRICTS } }),
          field("number", "years", "How many years have you lived there?", {
            validate: { min: 0, max: 100 },
          }),
          field("address", "location", "Roughly where is it?", {
            description: "A nearby corner is enough.",
          }),
          {
            type: "panel",
            key: "housing",
            title: "Your home",
            components: [
              field("currency", "rent", "What do you pay in rent or mortgage each month?", {
                validate: { min: 0 },
              }),
              field("radio", "tenure", "Do you rent or own your home?", {
                values: options(
                  ["rent", "I rent"],
                  ["own", "I own it"],
                  ["other", "Something else"],
                ),
              }),
            ],
          },
        ]),
        slide("changes", "What has changed", [
          field(
            "selectboxes",
            "changes",
            "Which of these have you noticed in the last five years?",
            {
              values: options(
                ["rents", "Rents going up"],
                ["shops", "Shops closing"],
                ["building", "New buildings"],
                ["buses", "Fewer buses"],
                ["traffic", "More traffic"],
                ["cycling", "Better cycle routes"],
              ),
            },
          ),
          {
            type: "tabs",
            key: "goodBad",
            components: [
              {
                key: "better",
                label: "Better",
                components: [field("textarea", "better", "What has got better?")],
              },
              {
                key: "worse",
                label: "Worse",
                components: [field("textarea", "worse", "What has got worse?")],
              },
            ],
          },
          field("datetime", "noticed", "When did you first notice the biggest change?", {
            enableTime: false,
          }),
          {
            type: "well",
            key: "followUpWell",
            components: [
              field("checkbox", "followUp", "A reporter may contact me about my answers"),
            ],
          },
        ]),
        slide("contact", "Staying in touch", [
          field("email", "email", "Email address"),
          field("phoneNumber", "phone", "Phone number"),
          field("time", "callTime", "The best time to call you"),
          field("url", "link", "A link to photos or a post about your street"),
          field("file", "photo", "A photo of your street"),
          field("signature", "signature", "Sign here if we may quote you by name"),
        ]),
      ],
    },
    variants: {
      default: {
        ...texts(
          "Life on your street: what has changed?",
          "From rents to bus routes: tell us how your street has changed in the last five years.",
          "<p>The Harbour Ledger is mapping how our neighbourhoods are changing. This questionnaire takes about ten minutes. Only your street is required, and you can stay anonymous.</p>",
          "<p>Your answers go straight to our local reporting team. We read every one.</p>",
        ),
      },
    },
  },
};

const TAP_WATER: DemoCallout = {
  body: {
    slug: "has-your-tap-water-changed",
    image: `${PICTURES}/water.svg`,
    access: "guest",
    captcha: "none",
    allowUpdate: false,
    allowMultiple: false,
    hidden: false,
    newsletterSchema: {
      title: "Follow the investigation",
      text: "<p>We will publish what we find in the coming weeks.</p>",
      optIn: "Yes, email me the newsletter",
      groups: [
        { id: "water", label: "Updates on the water investigation", checked: true },
        { id: "weekly", label: "The weekly briefing", checked: false },
      ],
    },
    formSchema: {
      slides: [
        slide("noticed", "Your water", [
          field("radio", "noticed", "Have you noticed a change in your tap water this year?", {
            validate: { required: true },
            values: options(
              ["yes", "Yes", "details"],
              ["no", "No", "about-you"],
              ["unsure", "I'm not sure", "about-you"],
            ),
          }),
        ]),
        slide(
          "details",
          "What did you notice?",
          [
            field("selectboxes", "signs", "What was different?", {
              validate: { required: true },
              values: options(
                ["cloudy", "It looked cloudy"],
                ["colour", "It was brown or yellow"],
                ["chlorine", "It tasted of chlorine"],
                ["smell", "It smelled odd"],
                ["pressure", "The pressure dropped"],
              ),
            }),
            field("datetime", "since", "Since when?", { enableTime: false }),
            field("textarea", "describe", "Describe what you noticed", {
              validate: { maxLength: 2000 },
            }),
          ],
          "about-you",
        ),
        slide("about-you", "About you", [
          field("select", "district", "Which district do you live in?", {
            validate: { required: true },
            data: { values: DISTRICTS },
          }),
          field("textarea", "anythingElse", "Anything else we should know?"),
        ]),
      ],
    },
    variants: {
      default: {
        ...texts(
          "Has your tap water changed?",
          "Readers in Northgate report cloudy water. Help us find out how far it goes.",
          "<p>Since the spring, readers in Northgate have told us their tap water looks cloudy and tastes of chlorine. The water company says nothing has changed. We want to know how widespread it is.</p><p>We ask for your name and email so that a reporter can follow up. We will not publish them.</p>",
          "<p>We compare every report with the water company's test results.</p>",
        ),
        slideNavigation: {
          noticed: { nextText: "Continue" },
          "about-you": { submitText: "Send my report" },
        },
      },
    },
  },
};

const FLOOD_POINTS: [headline: string, street: string, lng: number, lat: number][] = [
  ["Knee-deep outside the bakery", "Quay Street", -2.5962, 51.4518],
  ["Drain overflowing every storm", "Ropewalk Lane", -2.6031, 51.4497],
  ["Car park under water", "Canal Wharf", -2.5905, 51.4476],
  ["Bus stop flooded again", "Northgate Road", -2.5858, 51.4583],
  ["Water in our cellar", "Mill Row", -2.6094, 51.4541],
  ["Underpass closed", "Station Approach", -2.5811, 51.4492],
  ["Garden wall collapsed", "Hill Terrace", -2.6152, 51.4569],
  ["Puddle, nothing serious", "Market Square", -2.5937, 51.4531],
];

const FLOODING: DemoCallout = {
  body: {
    slug: "where-does-the-water-stand",
    image: `${PICTURES}/flood.svg`,
    access: "anonymous",
    captcha: "none",
    allowUpdate: false,
    allowMultiple: true,
    hidden: false,
    formSchema: {
      slides: [
        slide("report", "Your report", [
          field("textfield", "headline", "A short title for your report", {
            validate: { required: true, maxLength: 80 },
          }),
          field("address", "where", "Where is it?", { validate: { required: true } }),
          field("file", "photo", "A photo of the flooding"),
          field("select", "depth", "How deep was the water?", {
            data: {
              values: options(
                ["puddle", "A large puddle"],
                ["ankle", "Ankle-deep"],
                ["knee", "Knee-deep"],
                ["deeper", "Deeper than that"],
              ),
            },
          }),
          field("textarea", "what", "What happened?", { validate: { maxLength: 2000 } }),
          field("textarea", "verification", "Verification notes", {
            adminOnly: true,
            description: "For the newsroom: never shown publicly.",
          }),
        ]),
      ],
    },
    responseViewSchema: {
      buckets: ["verified"],
      titleProp: "report.headline",
      imageProp: "report.photo",
      imageFilter: "w=600",
      links: [{ text: "Read our flooding coverage", url: `${SITE}/flooding` }],
      gallery: true,
      map: {
        style: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        center: [-2.597, 51.452],
        bounds: [
          [-2.68, 51.41],
          [-2.52, 51.49],
        ],
        minZoom: 11,
        maxZoom: 18,
        initialZoom: 14,
        addressProp: "report.where",
        addressPattern: "",
        addressPatternProp: "",
        geocodeCountries: "gb",
      },
    },
    variants: {
      default: {
        ...texts(
          "Where does the water stand?",
          "After heavy rain, send us a photo of flooding near you. Checked reports appear on our public map.",
          "<p>Heavy rain floods the same streets again and again. Show us where, so we can ask the council why. A reporter checks every report before it appears on the map.</p>",
          "<p>Once a reporter has checked your report, it will appear on the map.</p>",
        ),
      },
    },
  },
  responses: FLOOD_POINTS.map(([headline, street, lng, lat], index) => ({
    // Five checked, two waiting, one set aside: only the checked ones are public.
    bucket: index < 5 ? "verified" : index < 7 ? "inbox" : "trash",
    daysAgo: 9 - index,
    answers: {
      report: {
        headline,
        where: {
          formatted_address: `${street}, Harbour Town`,
          geometry: { location: { lat, lng } },
        },
        photo: [
          {
            url: `${PICTURES}/flood-photo-${(index % 3) + 1}.svg`,
            path: `demo/flood-photo-${(index % 3) + 1}.svg`,
            name: `flooding-${index + 1}.svg`,
          },
        ],
        depth: ["knee", "ankle", "deeper", "ankle", "knee", "deeper", "puddle", "puddle"][index],
        what: `The water rose within an hour of the rain starting on ${street}.`,
        verification:
          index < 5 ? "Checked with the resident by phone." : "Not yet checked with the sender.",
      },
    },
  })),
};

const MEMBERS_ONLY: DemoCallout = {
  body: {
    slug: "what-should-we-investigate-next",
    image: `${PICTURES}/assembly.svg`,
    access: "member",
    captcha: "none",
    allowUpdate: true,
    allowMultiple: false,
    hidden: false,
    formSchema: {
      slides: [
        slide("vote", "Your vote", [
          field("radio", "topic", "Which investigation should we take on this year?", {
            validate: { required: true },
            values: options(
              ["flats", "Who owns the new harbour flats?"],
              ["water", "What is wrong with Northgate's water?"],
              ["buses", "Why did the late buses stop?"],
              ["spending", "Where did the regeneration money go?"],
            ),
          }),
          field("textarea", "why", "Why does it matter to you?", {
            validate: { maxLength: 1500 },
          }),
          field("checkbox", "help", "I could help with research"),
        ]),
      ],
    },
    variants: {
      default: {
        ...texts(
          "Members' assembly: what should we investigate next?",
          "Each year our members choose one long investigation. Cast your vote and tell us why.",
          "<p>Members fund our slowest, most careful work, so members choose it. You can change your vote until the assembly closes.</p>",
          "<p>Your vote is counted. We will announce the result at the assembly.</p>",
        ),
      },
    },
  },
};

const SHARE_OF_INCOME = options(
  ["quarter", "Less than a quarter"],
  ["third", "A quarter to a third"],
  ["half", "A third to a half"],
  ["more", "More than half"],
);

const HOUSING: DemoCallout = {
  body: {
    slug: "housing-costs",
    image: `${PICTURES}/housing.svg`,
    access: "anonymous",
    captcha: "guest",
    allowUpdate: false,
    allowMultiple: false,
    hidden: false,
    formSchema: {
      slides: [
        slide("home", "Your home", [
          field("select", "district", "District", {
            validate: { required: true },
            data: { values: DISTRICTS },
          }),
          field("currency", "rent", "Rent or mortgage per month", {
            validate: { required: true, min: 0 },
          }),
          field("number", "rooms", "Number of rooms", { validate: { min: 1, max: 20 } }),
        ]),
        slide("burden", "What it costs you", [
          field("radio", "share", "How much of your household income goes on housing?", {
            values: SHARE_OF_INCOME,
          }),
          field(
            "checkbox",
            "moved",
            "I have had to move because of the cost in the past three years",
          ),
          field("textarea", "story", "Anything you would like to tell us?"),
        ]),
      ],
    },
    variants: {
      default: {
        ...texts(
          "Housing costs: what do you pay?",
          "Rents have risen faster than wages. Tell us what you pay, anonymously, so we can compare districts.",
          "<p>Official figures lag behind what people really pay. With enough answers we can show how housing costs differ between districts. We do not ask who you are.</p>",
          "<p>We will publish the comparison once enough people have answered.</p>",
        ),
        slideNavigation: { burden: { submitText: "Send" } },
      },
      de: {
        title: "Wohnkosten: Was zahlen Sie?",
        excerpt:
          "Die Mieten steigen schneller als die Löhne. Sagen Sie uns anonym, was Sie zahlen, damit wir die Stadtteile vergleichen können.",
        intro:
          "<p>Amtliche Zahlen hinken hinterher. Mit genügend Antworten können wir zeigen, wie sich die Wohnkosten zwischen den Stadtteilen unterscheiden. Wir fragen nicht, wer Sie sind.</p>",
        thanksTitle: "Vielen Dank",
        thanksText:
          "<p>Wir veröffentlichen den Vergleich, sobald genügend Antworten vorliegen.</p>",
        thanksRedirect: null,
        shareTitle: "Wohnkosten: Was zahlen Sie?",
        shareDescription: "Sagen Sie uns anonym, was Sie fürs Wohnen zahlen.",
        slideNavigation: {
          home: { nextText: "Weiter" },
          burden: { prevText: "Zurück", submitText: "Absenden" },
        },
        componentText: {
          "Your home": "Ihre Wohnung",
          "What it costs you": "Was es Sie kostet",
          District: "Stadtteil",
          "Old Harbour": "Alter Hafen",
          Northgate: "Nordtor",
          Riverside: "Flussufer",
          "Hill Quarter": "Hügelviertel",
          "Somewhere else": "Anderswo",
          "Rent or mortgage per month": "Miete oder Kreditrate pro Monat",
          "Number of rooms": "Anzahl der Zimmer",
          "How much of your household income goes on housing?":
            "Wie viel Ihres Haushaltseinkommens geben Sie fürs Wohnen aus?",
          "Less than a quarter": "Weniger als ein Viertel",
          "A quarter to a third": "Ein Viertel bis ein Drittel",
          "A third to a half": "Ein Drittel bis die Hälfte",
          "More than half": "Mehr als die Hälfte",
          "I have had to move because of the cost in the past three years":
            "Ich musste in den letzten drei Jahren wegen der Kosten umziehen",
          "Anything you would like to tell us?": "Möchten Sie uns noch etwas sagen?",
        },
      },
    },
  },
};

const ELECTIONS: DemoCallout = {
  body: {
    slug: "questions-for-the-candidates",
    image: `${PICTURES}/elections.svg`,
    access: "anonymous",
    captcha: "none",
    allowUpdate: false,
    allowMultiple: true,
    hidden: false,
    formSchema: {
      slides: [
        slide("question", "Your question", [
          field("select", "topic", "What is your question about?", {
            data: {
              values: options(
                ["housing", "Housing"],
                ["transport", "Transport"],
                ["environment", "Environment"],
                ["other", "Something else"],
              ),
            },
          }),
          field("textarea", "question", "Your question for the candidates", {
            validate: { required: true, maxLength: 500 },
          }),
        ]),
      ],
    },
    variants: {
      default: {
        ...texts(
          "Local elections: your questions for the candidates",
          "We put readers' questions to every candidate for the harbour ward.",
          "<p>Before the council elections we asked every candidate the questions readers sent us. The answers are in our election guide.</p>",
          "<p>We will put your question to the candidates.</p>",
        ),
      },
    },
  },
  responses: [
    {
      bucket: "",
      daysAgo: 40,
      answers: {
        question: {
          topic: "transport",
          question: "Will you bring back the late bus to Northgate?",
        },
      },
    },
    {
      bucket: "",
      daysAgo: 38,
      answers: {
        question: { topic: "housing", question: "How many of the new flats will be affordable?" },
      },
    },
  ],
};

/** Open from some days ago; the elections callout ended a month ago. */
export function demoCallouts(now = new Date()): DemoCallout[] {
  const since = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const open = (callout: DemoCallout, days: number): DemoCallout => ({
    ...callout,
    body: { ...callout.body, starts: since(days), expires: null },
  });
  return [
    open(EVERY_COMPONENT, 3),
    open(TAP_WATER, 6),
    open(FLOODING, 12),
    open(MEMBERS_ONLY, 2),
    open(HOUSING, 8),
    {
      ...ELECTIONS,
      body: { ...ELECTIONS.body, starts: since(60), expires: since(30) },
    },
  ];
}

/** Writes the demo callouts, their variants and sample responses (numbered 1, 2, …). */
export async function seedDemoCallouts(db: Database, now = new Date()): Promise<void> {
  for (const { body, responses = [] } of demoCallouts(now)) {
    const { variants, formSchema, starts, expires, ...settings } = body;
    const [callout] = await db
      .insert(callouts)
      .values({
        ...settings,
        starts: starts ? new Date(starts) : null,
        expires: expires ? new Date(expires) : null,
        formSchema: storedForm(formSchema),
        lastResponseNumber: responses.length,
      })
      .onConflictDoNothing()
      .returning({ id: callouts.id });
    // An instance that already has a callout of that slug keeps it.
    if (!callout) continue;
    await db.insert(calloutVariants).values(
      Object.entries(variants).map(([name, variant]) => ({
        calloutId: callout.id,
        name,
        ...completeVariant(variant),
      })),
    );
    if (responses.length === 0) continue;
    const sent = responses.map((response) => new Date(now.getTime() - response.daysAgo * DAY));
    const inserted = await db
      .insert(calloutResponses)
      .values(
        responses.map((response, index) => ({
          calloutId: callout.id,
          number: index + 1,
          answers: response.answers,
          guestName: response.guestName ?? null,
          createdAt: sent[index],
        })),
      )
      .returning({ id: calloutResponses.id, number: calloutResponses.number });
    // The insert's trigger gave each its triage row (migration 0036); the demo's buckets go on it.
    await db
      .insert(calloutResponseTriage)
      .values(
        inserted.map(({ id, number }) => ({
          responseId: id,
          calloutId: callout.id,
          number,
          bucket: responses[number - 1]?.bucket ?? "",
          updatedAt: sent[number - 1],
        })),
      )
      .onConflictDoUpdate({
        target: calloutResponseTriage.responseId,
        set: { bucket: sql`excluded.bucket`, updatedAt: sql`excluded.updated_at` },
      });
  }
}
