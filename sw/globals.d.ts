/** Injected by vite.config.ts (buildIdPlugin's `define`, shared with the worker build). */
declare const __BUILD_ID__: string;
