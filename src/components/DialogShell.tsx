import { lazy, Suspense, useState } from "react";
import type { DialogShellProps } from "./DialogFrame";

export type { DialogShellProps } from "./DialogFrame";

const DialogFrame = lazy(() => import("./DialogFrame"));

/**
 * The centred dialog frame the screens share (DialogFrame). Its state machines (dialog, focus
 * trap, scroll lock: ~8 KB brotli) load when a dialog first opens, not with every screen that
 * may show one; it stays mounted after that, so closing animates.
 */
export function DialogShell(props: DialogShellProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}
