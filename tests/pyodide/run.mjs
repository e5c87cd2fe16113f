// Runs a Python file in Pyodide (npm's pyodide core, pinned in package.json) under Node, offline:
//
//   node tests/pyodide/run.mjs --wheels DIR [--mount HOST=/PATH]... [--cwd /PATH] FILE.py [ARGS...]
//
// Every wheel in DIR (heat_widget's own and the pure wheels of tests/pyodide/requirements.txt) is
// unpacked into Pyodide's site-packages: no micropip, no package index. Each http(s) fetch, and each
// TCP connection, made from inside Pyodide (pyfetch, loadPackage from the CDN, ...) is refused; the
// runner then prints `HEAT_NETWORK <json list of what was asked>` and exits with status 3, whatever
// the file did. A Python exception exits with status 1; SystemExit(n) with n.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = path.dirname(fileURLToPath(import.meta.url));
const asked = [];

function refuse(what) {
  asked.push(what);
  return new Error(`network access refused in the offline Pyodide test: ${what}`);
}
const realFetch = globalThis.fetch;
globalThis.fetch = async (resource, init) => {
  const url = String(resource?.url ?? resource);
  if (/^https?:/i.test(url) || !/^(file|data|blob):/i.test(url)) throw refuse(`fetch ${url}`);
  return realFetch(resource, init);
};
const realConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const where = typeof args[0] === "object" ? JSON.stringify({ host: args[0].host, port: args[0].port, path: args[0].path })
                                            : String(args[0]);
  // a local socket path (Node's own IPC) is allowed; a host and port is not
  if (typeof args[0] === "object" && args[0].path && !args[0].port) return realConnect.apply(this, args);
  throw refuse(`connect ${where}`);
};

const args = process.argv.slice(2);
let wheels = null, cwd = null;
const mounts = [];
while (args.length && args[0].startsWith("--")) {
  const flag = args.shift();
  if (flag === "--wheels") wheels = args.shift();
  else if (flag === "--mount") mounts.push(args.shift());
  else if (flag === "--cwd") cwd = args.shift();
  else { console.error(`unknown option ${flag}`); process.exit(2); }
}
const [file, ...argv] = args;
if (!wheels || !file) {
  console.error("usage: node run.mjs --wheels DIR [--mount HOST=/PATH]... [--cwd /PATH] FILE.py [ARGS...]");
  process.exit(2);
}

const started = performance.now();
const pyodide = await loadPyodide({
  indexURL: path.join(here, "node_modules", "pyodide") + path.sep,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
const site = pyodide.runPython("import site; site.getsitepackages()[0]");
for (const name of fs.readdirSync(wheels).filter((n) => n.endsWith(".whl")).sort()) {
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(path.join(wheels, name))), "wheel", { extractDir: site });
}
for (const mount of mounts) {
  const [host, at] = mount.split("=");
  pyodide.mountNodeFS(at, path.resolve(host));
}
const booted = performance.now() - started;
process.stderr.write(`pyodide ${pyodide.version}: ready in ${(booted / 1000).toFixed(1)} s\n`);

let status = 0;
pyodide.globals.set("heat_argv", pyodide.toPy([file, ...argv]));
pyodide.globals.set("heat_cwd", cwd);
pyodide.globals.set("heat_source", fs.readFileSync(file, "utf8"));
try {
  await pyodide.runPythonAsync(`
import os, sys
sys.argv = list(heat_argv)
sys.dont_write_bytecode = True
if heat_cwd:
    os.chdir(heat_cwd)
    sys.path.insert(0, heat_cwd)
sys.path.insert(0, os.path.dirname(os.path.abspath(sys.argv[0])))
import ast, inspect
_code = compile(heat_source, sys.argv[0], "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)  # a file may await
del heat_argv, heat_cwd, heat_source
_ran = eval(_code, {"__name__": "__main__", "__file__": sys.argv[0]})
if inspect.iscoroutine(_ran):
    await _ran
`);
} catch (err) {
  const text = String(err?.message ?? err);
  const exit = /SystemExit: (\d+)\s*$/.exec(text.trim());
  if (exit) status = Number(exit[1]);
  else { process.stderr.write(text + "\n"); status = 1; }
}
if (asked.length) {
  process.stdout.write(`HEAT_NETWORK ${JSON.stringify(asked)}\n`);
  status = 3;
}
process.exit(status);
