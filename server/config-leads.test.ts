import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("lead settings in loadConfig", () => {
  it("has safe defaults: no e-mail, no HubSpot forwarding, rate limits on, a year of retention", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      DATABASE_POOL_MAX: 10,
      HUBSPOT_ENABLED: false,
      HUBSPOT_FORMS_BASE_URL: "https://api.hsforms.com",
      RATE_LIMIT_ENABLED: true,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      RATE_LIMIT_CONTACT_MAX: 5,
      RATE_LIMIT_NEWSLETTER_MAX: 5,
      OUTBOX_MAX_ATTEMPTS: 10,
      OUTBOX_RETRY_BASE_MS: 30_000,
      OUTBOX_POLL_MS: 5_000,
      RETENTION_DAYS: 365,
      ADMIN_BASE_URL: "https://www.millenniallifecounseling.com",
      LEAD_NOTIFY_FROM: "Millennial Life website <website@millenniallifecounseling.com>",
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.LEAD_NOTIFY_TO).toBeUndefined();
  });

  it("reads SMTP, HubSpot, limits and retention", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      LEAD_NOTIFY_TO: "intake@example.com, owner@example.com",
      HUBSPOT_ENABLED: "true",
      HUBSPOT_FORMS_BASE_URL: "http://127.0.0.1:9000",
      RATE_LIMIT_ENABLED: "false",
      RETENTION_DAYS: "90",
    });
    expect(config).toMatchObject({
      HUBSPOT_ENABLED: true,
      RATE_LIMIT_ENABLED: false,
      RETENTION_DAYS: 90,
      LEAD_NOTIFY_TO: "intake@example.com, owner@example.com",
    });
  });

  it.each([
    [{ SMTP_URL: "smtp://mail.example.com:25" }, "LEAD_NOTIFY_TO: is required when SMTP_URL is set"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL: must look like smtp://host:port"],
    [{ LEAD_NOTIFY_TO: "intake@example.com, nobody" }, "LEAD_NOTIFY_TO: must be an email address or a comma-separated list"],
    [{ ADMIN_BASE_URL: "ftp://example.com" }, "ADMIN_BASE_URL: must be an http(s) URL"],
    [{ HUBSPOT_ENABLED: "maybe" }, "HUBSPOT_ENABLED"],
    [{ RETENTION_DAYS: "0" }, "RETENTION_DAYS: must be at least 1"],
    [{ RETENTION_DAYS: "1e3" }, "RETENTION_DAYS: must be a whole number"],
    [{ DATABASE_POOL_MAX: "500" }, "DATABASE_POOL_MAX: must be at most 200"],
  ])("refuses %j naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
