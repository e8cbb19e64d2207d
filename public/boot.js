// Runs before the app's modules, as a file of its own: the Content-Security-Policy allows
// scripts from this origin only, never inline ones.

// The stored theme applies before the first paint, so dark mode does not flash light.
if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");

// zod compiles object parsers with `new Function` once a probe finds eval allowed; the policy
// forbids eval, and the probe alone reports a violation. Schemas read this setting when they
// are built, which in the bundle happens before any module of the app could set it.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
