import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** The ConfigError thrown for `env`, so a test can read its message. */
function configErrorFor(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("uses the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      LOG_LEVEL: "info",
      TRUST_PROXY: "loopback",
      HSTS: true,
      DATA_DIR: "./data",
      NEWSLETTER_PORTAL_ID: "millennial-life",
      NEWSLETTER_FORM_ID: "the-clarity-drip",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.GA_MEASUREMENT_ID).toBeUndefined();
    expect(config.GTM_ID).toBeUndefined();
    expect(config.CLARITY_PROJECT_ID).toBeUndefined();
    expect(config.REVIEWS_WIDGET_ID).toBeUndefined();
  });

  it("reads valid values", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      HSTS: "false",
      DATABASE_URL: "postgresql://app@db.internal:5432/site",
      GA_MEASUREMENT_ID: "G-ABC123",
    });
    expect(config).toMatchObject({ NODE_ENV: "production", PORT: 8080, HOST: "127.0.0.1", HSTS: false, GA_MEASUREMENT_ID: "G-ABC123" });
    expect(config.DATABASE_URL).toBe("postgresql://app@db.internal:5432/site");
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/test" }).DATABASE_URL).toBe("postgres://localhost/test");
  });

  for (const port of ["abc", "70000", "-1", "80.5", "3000abc", "1e3", "0x50"]) {
    it(`rejects PORT=${port} with a ConfigError that names PORT`, () => {
      const error = configErrorFor({ PORT: port });
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.message).toContain("PORT");
    });
  }

  for (const url of ["mysql://localhost/site", "localhost:5432/site", "not a url"]) {
    it(`rejects DATABASE_URL=${url} with a ConfigError that names DATABASE_URL`, () => {
      const error = configErrorFor({ DATABASE_URL: url });
      expect(error.message).toContain("DATABASE_URL");
      expect(error.message).not.toContain("PORT");
    });
  }

  it("names every bad variable at once", () => {
    const { message } = configErrorFor({ PORT: "http", DATABASE_URL: "sqlite://x", LOG_LEVEL: "loud" });
    for (const name of ["PORT", "DATABASE_URL", "LOG_LEVEL"]) expect(message).toContain(name);
  });

  it("counts empty strings as unset", () => {
    const config = loadConfig({ PORT: "", HOST: "", DATABASE_URL: "", DATA_DIR: "", HSTS: "", GA_MEASUREMENT_ID: "", NODE_ENV: "" });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.HSTS).toBe(true);
    expect(config.NODE_ENV).toBe("development");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.GA_MEASUREMENT_ID).toBeUndefined();
  });

  it("counts blank strings as unset too (a stray space after = in a .env file)", () => {
    const config = loadConfig({ PORT: "  ", DATABASE_URL: " " });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("throws errors named ConfigError, so the start-up log says what kind of failure it was", () => {
    expect(configErrorFor({ PORT: "abc" }).name).toBe("ConfigError");
  });

  it("ignores variables it does not know", () => {
    expect(() => loadConfig({ PATH: "/usr/bin", SOMETHING_ELSE: "x" })).not.toThrow();
  });
});
