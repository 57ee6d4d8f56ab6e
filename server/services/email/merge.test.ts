import { describe, expect, it } from "vitest";
import { escapeHtml, htmlToText } from "./html";
import { mergeHtml, mergeLine } from "./merge";

describe("merge tags", () => {
  it("fill *|FIELD|* with its value, whatever the case of the tag", () => {
    expect(mergeHtml("<p>Hi *|FNAME|* *|lname|*</p>", { FNAME: "Ada", LNAME: "Lovelace" })).toBe(
      "<p>Hi Ada Lovelace</p>",
    );
    expect(mergeLine("*|COUNT|* new", { COUNT: 3 })).toBe("3 new");
  });

  it("escape values inserted into HTML, in text and in attributes", () => {
    const html = mergeHtml('<a href="*|LINK|*">*|NAME|*</a>', {
      LINK: 'https://example.org/?a=1&b="x"',
      NAME: "<script>alert('x')</script>",
    });
    expect(html).toBe(
      '<a href="https://example.org/?a=1&amp;b=&quot;x&quot;">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</a>',
    );
  });

  it("leave unknown and empty tags empty, never showing their syntax", () => {
    expect(mergeHtml("<p>[*|NOPE|*][*|EMPTY|*][*|NULL|*]</p>", { EMPTY: "", NULL: null })).toBe(
      "<p>[][][]</p>",
    );
    expect(mergeLine("Hello *|who-is-this|*", {})).toBe("Hello");
  });

  it("take the space (and comma) before an empty value along when punctuation follows", () => {
    expect(mergeHtml("<p>Hello *|FNAME|*,</p>", { FNAME: "" })).toBe("<p>Hello,</p>");
    expect(mergeHtml("<p>Olá, *|FNAME|*,</p>", {})).toBe("<p>Olá,</p>");
    expect(mergeHtml("<p>Здравствуйте, *|FNAME|*!</p>", {})).toBe("<p>Здравствуйте!</p>");
    expect(mergeHtml("<p>Olá, *|FNAME|*,</p>", { FNAME: "Ada" })).toBe("<p>Olá, Ada,</p>");
    // Without punctuation after it, the text around an empty value stays as written.
    expect(mergeHtml("<p>Dear *|FNAME|* and team</p>", {})).toBe("<p>Dear  and team</p>");
    expect(mergeLine("Thanks, *|FNAME|*!", {})).toBe("Thanks!");
  });

  it("never fill a tag that a value brings in", () => {
    expect(mergeHtml("*|NAME|*", { NAME: "*|SECRET|*", SECRET: "leaked" })).toBe("*|SECRET|*");
  });

  it("keep subjects on one line", () => {
    expect(mergeLine("New: *|NAME|*", { NAME: "Eve\r\nBcc: all@example.org" })).toBe(
      "New: Eve Bcc: all@example.org",
    );
  });
});

describe("HTML to text", () => {
  it("keeps paragraphs apart and writes links out", () => {
    const text = htmlToText(
      '<p>Hello,</p>\n<p>Choose a <b>new</b> password:<br><a href="https://x.org/r/1?a=1&amp;b=2">Reset</a></p><p><a href="https://x.org">https://x.org</a> · <a href="mailto:help@x.org">help@x.org</a></p>',
    );
    expect(text).toBe(
      "Hello,\n\nChoose a new password:\nReset (https://x.org/r/1?a=1&b=2)\n\nhttps://x.org · help@x.org",
    );
  });

  it("never turns escaped text back into markup it then strips", () => {
    expect(htmlToText(`<p>${escapeHtml("<b>Bold</b> & <i>co</i>")}</p>`)).toBe(
      "<b>Bold</b> & <i>co</i>",
    );
  });

  it("drops the head, comments and images", () => {
    expect(
      htmlToText(
        '<html><head><title>T</title></head><body><!-- x --><img src="a.png" alt="Logo"><p>Body</p></body></html>',
      ),
    ).toBe("Body");
  });
});
