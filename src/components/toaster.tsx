import { createToaster } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "../../domain/constants";

export const toaster = createToaster({
  placement: "top-end",
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
});

const ToastList = lazy(() => import("./ToastList"));

/**
 * Mounts the toast list once the first toast is created: its state machines are script every
 * first screen would otherwise load and run for nothing. The list picks up toasts created
 * before it mounted from the store.
 */
export function AppToaster() {
  const [used, setUsed] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (used) return;
    if (toaster.getVisibleToasts().length > 0) setUsed(true);
    return toaster.subscribe(() => setUsed(true));
  }, [used]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
