import { describe, expect, it } from "vitest";
import { CONTENT } from "@core/content";
import type { CalloutSummary } from "../services/callouts";
import { describePage, renderHead, type HeadInput } from "./html-head";

const general = { ...CONTENT.general.defaults, organisationName: "Harbour News" };
const share = { ...CONTENT.share.defaults };
const callout: CalloutSummary = {
  slug: "water",
  image: "/uploads/cover.jpg",
  hidden: false,
  title: "Water quality",
  excerpt: "Tell us how your tap water tastes",
  shareTitle: null,
  shareDescription: null,
};
const input = (extra: Partial<HeadInput> = {}): HeadInput => ({
  general,
  share,
  baseUrl: "https://news.example",
  path: "/callouts/water",
  ...extra,
});

describe("describePage", () => {
  it("gives a callout page the callout's title, texts and image", () => {
    expect(describePage(input({ callout }))).toEqual({
      title: "Water quality – Harbour News",
      shareTitle: "Water quality",
      description: "Tell us how your tap water tastes",
      image: "https://news.example/uploads/cover.jpg",
      url: "https://news.example/callouts/water",
      siteName: "Harbour News",
      twitterSite: "",
      icon: { href: "/favicon.svg", type: "image/svg+xml" },
    });
  });

  it("prefers the callout's share texts, and titles a frame by the callout alone", () => {
    const shared = { ...callout, shareTitle: "Is your water safe?", shareDescription: "Tell us" };
    expect(describePage(input({ callout: shared, frame: true }))).toMatchObject({
      title: "Water quality",
      shareTitle: "Is your water safe?",
      description: "Tell us",
    });
  });

  it("gives other pages the organisation's share settings, name and logo", () => {
    const logo = { ...general, logoUrl: "https://cdn.example/logo.png" };
    expect(describePage(input({ general: logo, path: "/" }))).toEqual({
      title: "Harbour News",
      shareTitle: "Harbour News",
      description: "",
      image: "https://cdn.example/logo.png",
      url: "https://news.example/",
      siteName: "Harbour News",
      twitterSite: "",
      icon: { href: "https://cdn.example/logo.png", type: "image/png" },
    });
    const settings = {
      title: "Read us",
      description: "News",
      image: "/s.jpg",
      twitterHandle: "hn",
    };
    expect(describePage(input({ general: logo, share: settings }))).toMatchObject({
      title: "Harbour News",
      shareTitle: "Read us",
      description: "News",
      image: "https://news.example/s.jpg",
      twitterSite: "@hn",
    });
  });

  it("keeps a hidden callout's texts to its own page", () => {
    const head = describePage(input({ callout: { ...callout, hidden: true } }));
    expect(head).toMatchObject({ title: "Harbour News", shareTitle: "Harbour News", image: "" });
    expect(JSON.stringify(head)).not.toContain("Water");
  });

  it("falls back to the organisation's image and to Agora for a site with no name", () => {
    const unnamed = { ...general, organisationName: "" };
    const head = describePage(input({ general: unnamed, share: { ...share, image: "/s.jpg" } }));
    expect(head).toMatchObject({
      title: "Agora",
      siteName: "",
      image: "https://news.example/s.jpg",
    });
    const withoutImage = describePage(
      input({ general: unnamed, callout: { ...callout, image: "" } }),
    );
    expect(withoutImage).toMatchObject({ title: "Water quality", image: "" });
  });
});

describe("renderHead", () => {
  const tags = (html: string) => html.split("\n").map((line) => line.trim());

  it("writes the title, Open Graph and Twitter tags and the icon", () => {
    expect(tags(renderHead(describePage(input({ callout }))))).toEqual([
      "<title>Water quality – Harbour News</title>",
      '<meta property="og:title" content="Water quality" />',
      '<meta property="og:description" content="Tell us how your tap water tastes" />',
      '<meta property="og:image" content="https://news.example/uploads/cover.jpg" />',
      '<meta property="og:url" content="https://news.example/callouts/water" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Harbour News" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:title" content="Water quality" />',
      '<meta name="twitter:description" content="Tell us how your tap water tastes" />',
      '<meta name="twitter:image" content="https://news.example/uploads/cover.jpg" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ]);
  });

  it("asks for a small card without an image and leaves empty tags out", () => {
    const html = renderHead(describePage(input({ path: "/" })));
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain("og:image");
    expect(html).not.toContain("description");
  });

  it("escapes every text", () => {
    const nasty = `"><script>alert('&')</script>`;
    const html = renderHead(
      describePage(
        input({
          general: { ...general, organisationName: nasty, logoUrl: `/logo.svg?"x'<>&` },
          callout: { ...callout, title: nasty, excerpt: nasty },
          path: `/callouts/"<>&'`,
        }),
      ),
    );
    expect(html).not.toMatch(/<script|"><|'&'/);
    const escaped = "&quot;&gt;&lt;script&gt;alert(&#39;&amp;&#39;)&lt;/script&gt;";
    expect(html).toContain(`<title>${escaped} – ${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(
      `<meta property="og:url" content="https://news.example/callouts/&quot;&lt;&gt;&amp;&#39;" />`,
    );
    expect(html).toContain(
      `<link rel="icon" href="/logo.svg?&quot;x&#39;&lt;&gt;&amp;" type="image/svg+xml" />`,
    );
  });
});
