import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { describeSmtpUrl } from "./smtp";

describe("SMTP_URL", () => {
  it("is optional: without it emails go to the outbox", () => {
    expect(loadConfig({}, "/srv/agora").smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: " " }, "/srv/agora").smtpUrl).toBeUndefined();
  });

  it("takes smtp:// and smtps:// URLs with credentials and options", () => {
    const url = "smtps://mailer:p%40ss@mail.example.org:465?pool=true";
    expect(loadConfig({ SMTP_URL: url }, "/srv/agora").smtpUrl).toBe(url);
  });

  it.each(["mail.example.org:587", "https://mail.example.org", "smtp://"])(
    "refuses %s without repeating it, as it may hold a password",
    (value) => {
      const url = value.replace("mail", "user:hunter2@mail");
      try {
        loadConfig({ SMTP_URL: url }, "/srv/agora");
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).message).toContain("SMTP_URL must be an smtp:// or smtps://");
        expect((error as ConfigError).message).not.toContain("hunter2");
      }
    },
  );

  it("is described for the log without its credentials", () => {
    expect(describeSmtpUrl("smtp://mailer:hunter2@mail.example.org:587")).toBe(
      "smtp://mail.example.org:587",
    );
  });
});
