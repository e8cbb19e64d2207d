export { RepresentingBanner } from "./components/RepresentingBanner";
export { SignInAsButton } from "./components/SignInAsButton";
export { SsoButtons } from "./components/SsoButtons";
export { type SsoPathName, useSsoProviders } from "./hooks/use-sso-providers";
// The shell reaches the session through ./session; other features through this index.
export { endSession, startSession, useIsAuthenticated } from "./session";
