import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { reloadIfChunkError } from "../../pwa";
import { ErrorLayout } from "../layouts/ErrorLayout";
import { ErrorPage } from "./ErrorPage";

/** The router's error boundary: a failed chunk reloads, anything else shows the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (reloadIfChunkError(error)) return null;
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error) && error.statusText ? error.statusText : undefined;
  return (
    <ErrorLayout>
      <ErrorPage status={status} message={message} />
    </ErrorLayout>
  );
}
