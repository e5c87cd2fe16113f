// Builds src/ into one ES module + one stylesheet for the Python package.
// Usage: node build.mjs [outdir]   (default: ../heat_widget/static)
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.resolve(process.argv[2] || path.join(here, "..", "heat_widget", "static"));

await build({
  entryPoints: { widget: path.join(here, "src", "index.js") },
  bundle: true,
  format: "esm",
  target: ["es2020", "chrome100", "firefox100", "safari15"],
  outdir,
  minify: true,
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
});
console.log(`built ${path.relative(process.cwd(), outdir) || "."}/widget.js and widget.css`);
