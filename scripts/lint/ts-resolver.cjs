// An import resolver for ESLint (eslint-module-utils interface v2) that resolves exactly as the
// TypeScript compiler does with this repository's tsconfig.json: the `~/` alias, `.tsx`, and the
// generated `./+types/<route>` files. eslint-plugin-boundaries needs the real file behind each
// import to know which layer it belongs to.
const path = require("node:path");
const ts = require("typescript");

const root = path.resolve(__dirname, "../..");
const configPath = path.join(root, "tsconfig.json");
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
const cache = ts.createModuleResolutionCache(root, (name) => name, options);

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
  if (resolvedModule) return { found: true, path: resolvedModule.resolvedFileName };
  // Non-code assets (CSS, fonts, ?url imports) resolve to the file itself when it exists.
  const bare = source.replace(/\?.*$/, "");
  if (!bare.startsWith("~/") && !bare.startsWith(".")) return { found: false };
  const candidate = bare.startsWith("~/") ? path.join(root, "app", bare.slice(2)) : path.resolve(path.dirname(file), bare);
  return ts.sys.fileExists(candidate) ? { found: true, path: candidate } : { found: false };
};
