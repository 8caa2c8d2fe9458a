// Formatting, with Tailwind's class order (prettier-plugin-tailwindcss reads the theme from app.css).
// Run `npm run format`; `npm run lint` fails on a file it would change.
/** @type {import("prettier").Config & import("prettier-plugin-tailwindcss").PluginOptions} */
export default {
  printWidth: 160,
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/app.css",
  tailwindFunctions: ["classes"],
};
