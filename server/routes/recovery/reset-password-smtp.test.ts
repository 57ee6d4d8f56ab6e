import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mimeParts, openSmtpListener, type SmtpListener } from "../../test-support/email";
import { createTestContact, sessionCookie } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let listener: SmtpListener;
let app: FastifyInstance;

beforeAll(async () => {
  listener = await openSmtpListener();
  app = await buildTestApp({
    database: database(),
    config: { smtpUrl: listener.url, baseUrl: "http://127.0.0.1:4999" },
  });
});
afterAll(async () => {
  await app.close();
  await listener.close();
});

it("emails the reset link over SMTP, and the link in the received email works", async () => {
  const contact = await createTestContact(database(), { firstname: "Ada" });
  const arrival = listener.next();
  const request = await app.inject({
    method: "POST",
    url: "/api/1.0/reset-password",
    payload: { email: contact.email, resetUrl: "http://127.0.0.1:4999/auth/reset-password" },
  });
  expect(request.statusCode).toBe(204);

  const received = await arrival;
  expect(received.to).toEqual([contact.email]);
  const [text, html] = mimeParts(received.raw);
  expect(html?.type).toBe("text/html");
  const link = /http:\/\/127\.0\.0\.1:4999\/auth\/reset-password\/([0-9a-f-]{36})/.exec(
    text?.text ?? "",
  );
  expect(text?.text).toContain("Hello Ada,");
  expect(html?.text).toContain(`href="${link?.[0]}"`);

  const reset = await app.inject({
    method: "PUT",
    url: `/api/1.0/reset-password/${link?.[1]}`,
    payload: { password: "Mail-Delivered-42" },
  });
  expect(reset.statusCode).toBe(204);
  const info = await app.inject({
    url: "/api/1.0/auth/info",
    headers: { cookie: sessionCookie(reset) ?? "" },
  });
  expect(info.json()).toMatchObject({ contact: { id: contact.id } });
});
