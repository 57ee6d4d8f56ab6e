import { describe, expect, it } from "vitest";
import { isOwnUpload, ownOrigins, uploadPath, uploadPathsIn } from "./own-address";

const LOCAL = "http://127.0.0.1:3000";
const SITE = "https://members.example.org";

describe("the site's own upload addresses", () => {
  it("are the base URL's origin, and on this machine its loopback names at the same port", () => {
    expect(ownOrigins(SITE)).toEqual([SITE]);
    expect(ownOrigins(LOCAL)).toEqual([LOCAL, "http://localhost:3000", "http://[::1]:3000"]);
  });

  it("become paths, the printed address's other names included, with their query", () => {
    expect(uploadPath(`${SITE}/api/1.0/images/a.png?w=300`, SITE)).toBe(
      "/api/1.0/images/a.png?w=300",
    );
    expect(uploadPath("http://localhost:3000/api/1.0/documents/d.pdf", LOCAL)).toBe(
      "/api/1.0/documents/d.pdf",
    );
    expect(isOwnUpload("/api/1.0/images/a.png", SITE)).toBe(true);
  });

  it("leave other sites, other ports and other paths as they are", () => {
    for (const url of [
      "https://elsewhere.example/api/1.0/images/a.png",
      "http://localhost:3000/api/1.0/images/a.png",
      `${SITE}/api/1.0/contact/me`,
      `${SITE}.evil.example/api/1.0/images/a.png`,
    ]) {
      expect(uploadPath(url, SITE)).toBe(url);
    }
    expect(uploadPath("http://localhost:4000/api/1.0/images/a.png", LOCAL)).toBe(
      "http://localhost:4000/api/1.0/images/a.png",
    );
  });

  it("become paths wherever they appear in a value's strings", () => {
    const sent = {
      logoUrl: `${SITE}/api/1.0/images/logo.png`,
      intro: `<p><img src="${SITE}/api/1.0/images/a.png"> <a href="https://elsewhere.example/api/1.0/images/b.png">b</a></p>`,
      list: [{ src: `${SITE.toUpperCase()}/api/1.0/documents/c.pdf` }, 3, null, true],
    };
    expect(uploadPathsIn(sent, SITE)).toEqual({
      logoUrl: "/api/1.0/images/logo.png",
      intro: `<p><img src="/api/1.0/images/a.png"> <a href="https://elsewhere.example/api/1.0/images/b.png">b</a></p>`,
      list: [{ src: "/api/1.0/documents/c.pdf" }, 3, null, true],
    });
  });
});
