import { useNavigate } from "react-router-dom";
import { paths } from "../../../../domain/paths";
import { useLocalize } from "../../../lib/use-locale";
import { logoutOnServer } from "../api/logout";
import { endSession } from "../lib/session";

/**
 * Ends the session on the server, then signs out to the login page (first leaving the page, so
 * no guarded screen flashes).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const localize = useLocalize();
  return async () => {
    await logoutOnServer();
    navigate(localize(paths.login), { replace: true });
    endSession();
  };
}
