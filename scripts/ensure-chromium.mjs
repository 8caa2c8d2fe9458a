// Runs before `npm test`: the browser tests drive Debian's Chromium at /usr/bin/chromium and never
// download a browser, and the HTML check runs the Nu HTML Checker on Java from Debian. Install
// what is missing with apt-get when we can (Radicale too, the CalDAV tests' server); otherwise say exactly what to do.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const canInstall = process.platform === "linux" && existsSync("/usr/bin/apt-get");
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = !asRoot && existsSync("/usr/bin/sudo") ? "sudo -n " : "";

/** apt-get install the packages (one time); failures are reported by the caller's own check. */
function aptInstall(packages) {
  if (!canInstall || !(asRoot || sudo)) return;
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: "inherit" });
  } catch {
    // Reported by the caller.
  }
}

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  console.log("Chromium is missing: installing Debian's chromium package (one time)...");
  aptInstall("chromium fonts-liberation");
  if (!existsSync(CHROMIUM)) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}.\n` +
        "Install it with:  sudo apt-get install -y chromium fonts-liberation   (Debian/Ubuntu)\n" +
        "Playwright's own browser download is not used by this project.",
    );
    process.exit(1);
  }
}

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
if (!hasJava()) {
  console.log("Java is missing (the Nu HTML Checker runs on it): installing Debian's default-jre-headless (one time)...");
  aptInstall("default-jre-headless");
  if (!hasJava()) {
    console.error(
      "The HTML check (tests/e2e/site-validators.spec.ts) needs Java 11 or later on the PATH.\n" +
        "Install it with:  sudo apt-get install -y default-jre-headless   (Debian/Ubuntu)",
    );
    process.exit(1);
  }
}

const hasRadicale = () => spawnSync("radicale", ["--version"], { stdio: "ignore" }).status === 0;
if (!hasRadicale()) {
  console.log("Radicale is missing (the CalDAV tests start it on loopback): installing Debian's radicale (one time)...");
  aptInstall("radicale");
  if (!hasRadicale()) {
    console.error("The CalDAV tests (tests/api/caldav-busy.test.ts) need Radicale.\nInstall it with:  sudo apt-get install -y radicale   (Debian/Ubuntu)");
    process.exit(1);
  }
}
