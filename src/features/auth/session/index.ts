// The session's light surface for the app shell's first screen: the full index also carries
// the auth screens' components, which would pull their code (and zod) into the entry chunk.
export { useLogout } from "../hooks/use-logout";
export { endSession, isAuthenticated, startSession, useIsAuthenticated } from "../lib/session";
