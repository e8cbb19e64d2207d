/** Injected by vite.config.ts at build ("dev" under the dev server, absent under Vitest). */
declare const __BUILD_ID__: string;
