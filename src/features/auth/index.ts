export { RepresentingBanner } from "./components/RepresentingBanner";
export { SignInAsButton } from "./components/SignInAsButton";
export { SsoButtons } from "./components/SsoButtons";
export { useSsoProviders } from "./hooks/use-sso-providers";
export type { SsoPathName } from "./lib/sso-path-names";
// The shell reaches the session through ./session; other features through this index.
export { endSession, startSession, useIsAuthenticated } from "./session";
