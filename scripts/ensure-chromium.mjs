// Runs before `npm test`: the browser tests drive Debian's Chromium at /usr/bin/chromium and never
// download a browser. Install it with apt-get when it is missing and we can; otherwise say exactly what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  const canInstall = process.platform === "linux" && existsSync("/usr/bin/apt-get");
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = !asRoot && existsSync("/usr/bin/sudo") ? "sudo -n " : "";
  if (canInstall && (asRoot || sudo)) {
    console.log("Chromium is missing: installing Debian's chromium package (one time)...");
    try {
      execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`, { stdio: "inherit" });
    } catch {
      // Reported below.
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}.\n` +
        "Install it with:  sudo apt-get install -y chromium fonts-liberation   (Debian/Ubuntu)\n" +
        "Playwright's own browser download is not used by this project.",
    );
    process.exit(1);
  }
}
