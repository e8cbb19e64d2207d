import { useNavigate } from "react-router-dom";
import { paths } from "../../../../domain/paths";
import { useLocalize } from "../../../app/hooks/use-locale";
import { endSession } from "../session";

/** Signs out to the login page (first leaving the page, so no guarded screen flashes). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const localize = useLocalize();
  return () => {
    navigate(localize(paths.login), { replace: true });
    endSession();
  };
}
