// @vitest-environment happy-dom
import {
  baseKeymap,
  deleteSelection,
  joinBackward,
  selectAll,
  splitBlock,
} from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { DOMParser as ContentParser } from "prosemirror-model";
import { liftListItem, sinkListItem, splitListItem } from "prosemirror-schema-list";
import { Window } from "happy-dom";
import { EditorState, TextSelection, type Command } from "prosemirror-state";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../callout-form/sanitize-html";
import {
  insertHardBreak,
  removeLink,
  setLink,
  toggleBlockquote,
  toggleBold,
  toggleHeading,
  toggleItalic,
  toggleList,
} from "./commands";
import { fromHtml, toHtml } from "./html";
import { hrefFromInput } from "./links";
import { cleanPaste } from "./paste";
import { schema } from "./schema";

/** A small seeded generator (mulberry32), so a failing sequence can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  "water",
  "Fish & chips",
  "<script>",
  '"quoted"',
  "it's",
  " ",
  "  ",
  "\u00a0",
  "€5",
  "Ωμέγα",
  "Привет",
  "emoji 🌊",
  "tab\there",
  "a\r\nb",
  "nul\u0000char",
  "&amp;",
  "]]>",
  "<!--",
];

const LINKS = [
  "example.org/page?a=1&b=<2>",
  "https://example.org/\"quote'",
  "news@example.org",
  "/callouts/water",
  "#questions",
  "tel:+44 1234",
  "javascript:alert(1)",
];

const PASTES = [
  '<b style="font-weight:normal"><p><span style="font-weight:700">Bold</span> and <span style="font-style:italic">it</span></p></b>',
  "<h1>Title</h1><ul><li>one</li><li>two<ol><li>deep</li></ol></li></ul>",
  '<p class=MsoNormal>Word <o:p></o:p><font color="red">red</font></p><table><tr><td>cell</td></tr></table>',
  '<a href="https://example.org">link</a> <a href="javascript:x()">bad</a> <img src="https://example.org/i.png">',
  "<blockquote><p>quote</p><h3>inside</h3></blockquote>",
  "<script>alert(1)</script><style>p{}</style>text<br>after",
  "<svg><a href='/x'>svg link</a></svg><math><mi>x</mi></math>",
  "<p>a</p><div><p>nested</p>loose</div>",
];

/** Pasted HTML, as the editor's paste reads it. */
function paste(html: string): Command {
  return (state, dispatch) => {
    const body = new DOMParser().parseFromString(html, "text/html").body;
    const slice = cleanPaste(ContentParser.fromSchema(schema).parseSlice(body));
    dispatch?.(state.tr.replaceSelection(slice));
    return true;
  };
}

const enter: Command = (state, dispatch) =>
  splitListItem(schema.nodes.list_item)(state, dispatch) ||
  (baseKeymap.Enter as Command)(state, dispatch);

/** One thing a person does, picked at random. */
function step(pick: () => number): [string, Command] {
  const choose = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)]!;
  const actions: [string, () => Command][] = [
    [
      "type",
      () => {
        const text = choose(WORDS);
        return (state, dispatch) => {
          dispatch?.(state.tr.insertText(text));
          return true;
        };
      },
    ],
    [
      "select",
      () => (state, dispatch) => {
        const size = state.doc.content.size;
        const a = state.doc.resolve(Math.floor(pick() * (size + 1)));
        const b = state.doc.resolve(Math.floor(pick() * (size + 1)));
        dispatch?.(state.tr.setSelection(TextSelection.between(a, b)));
        return true;
      },
    ],
    ["select all", () => selectAll],
    ["bold", () => toggleBold],
    ["italic", () => toggleItalic],
    ["heading 2", () => toggleHeading(2)],
    ["heading 3", () => toggleHeading(3)],
    ["bullets", () => toggleList(schema.nodes.bullet_list)],
    ["numbers", () => toggleList(schema.nodes.ordered_list)],
    ["quote", () => toggleBlockquote],
    [
      "link",
      () => {
        const href = hrefFromInput(choose(LINKS));
        return href === "empty" || href === "unsafe" ? removeLink : setLink(href, choose(WORDS));
      },
    ],
    ["unlink", () => removeLink],
    ["enter", () => enter],
    ["split", () => splitBlock],
    [
      "backspace",
      () => (state, dispatch) => deleteSelection(state, dispatch) || joinBackward(state, dispatch),
    ],
    ["break", () => insertHardBreak],
    ["indent", () => sinkListItem(schema.nodes.list_item)],
    ["outdent", () => liftListItem(schema.nodes.list_item)],
    ["paste", () => paste(choose(PASTES))],
    ["undo", () => undo],
    ["redo", () => redo],
  ];
  const [name, make] = choose(actions);
  return [name, make()];
}

/** One editing session from `seed`: 40 steps, each checked. */
function session(seed: number) {
  const pick = random(seed);
  let state = EditorState.create({
    doc: fromHtml(pick() < 0.5 ? "" : '<p>Start <a href="/x">here</a></p><ul><li>item</li></ul>'),
    plugins: [history()],
  });
  const done: string[] = [];
  for (let count = 0; count < 40; count += 1) {
    const [name, command] = step(pick);
    command(state, (tr) => {
      state = state.apply(tr);
    });
    done.push(name);
    const html = toHtml(state.doc);
    const context = `seed ${seed} after ${done.join(", ")}`;
    expect(sanitizeHtml(html), context).toBe(html);
    expect(toHtml(fromHtml(html)), context).toBe(html);
  }
}

/**
 * Runs `sessions` with the HTML parsed in a window of their own, closed after: happy-dom keeps
 * every parsed document of a window until it closes.
 */
async function inFreshWindow(sessions: () => void) {
  const window = new Window();
  const original = globalThis.DOMParser;
  globalThis.DOMParser = window.DOMParser as unknown as typeof DOMParser;
  try {
    sessions();
  } finally {
    globalThis.DOMParser = original;
    await window.happyDOM.close();
  }
}

/** 60 seeded sessions, 10 to a test, so each test is short even on a loaded machine. */
const BATCHES = Array.from({ length: 6 }, (_, batch) => ({
  first: batch * 10 + 1,
  last: (batch + 1) * 10,
}));

describe("whatever staff do in the editor", () => {
  it.each(BATCHES)(
    "sessions $first to $last: the HTML passes the sanitiser unchanged and reads back the same",
    async ({ first, last }) => {
      await inFreshWindow(() => {
        for (let seed = first; seed <= last; seed += 1) session(seed);
      });
    },
  );
});
