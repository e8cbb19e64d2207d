import { useEffect } from "react";
import { isLoginPagePath } from "../../../domain/paths";
import { ErrorPage } from "./ErrorPage";

/** The document's own URL: where this copy of the app was loaded, not where it routed to since. */
function loadedAtSignInPath(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return Boolean(entry) && isLoginPagePath(new URL(entry.name).pathname);
}

/**
 * The sign-in page is a page of its own (login.html, src/login). A route of the app that leads
 * there (a link, a logout, the guard) loads it with a full page load. Had this copy of the app
 * itself been loaded at a sign-in path, the host sent index.html for it (a proxy that routes
 * every path to the app): loading again would only loop, so it says what is wrong instead.
 */
export default function LoginHandoff() {
  const misrouted = loadedAtSignInPath();
  useEffect(() => {
    if (!misrouted) window.location.replace(window.location.href);
  }, [misrouted]);
  return misrouted ? <ErrorPage status={404} /> : null;
}
