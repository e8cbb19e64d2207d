export { RepresentingBanner } from "./components/RepresentingBanner";
export { SignInAsButton } from "./components/SignInAsButton";
export { SsoButtons } from "./components/SsoButtons";
export { type SsoPathName, useSsoProviders } from "./hooks/use-sso-providers";
export {
  endSession,
  isAuthenticated,
  startSession,
  useIsAuthenticated,
  useLogout,
} from "./session";
