/** `npm run dev`: the API with reload (tsx watch, :8080) and the Vite dev server (:5173). */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => join(root, "node_modules", ".bin", name);

const children: ChildProcess[] = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/main.ts"], {
    cwd: root,
    stdio: "inherit",
  }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit" }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  // Give both a moment to shut down gracefully, then leave.
  setTimeout(() => process.exit(code), 3000).unref();
}

for (const child of children) {
  child.on("exit", (code) => stopAll(code ?? 1));
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});
