import { lazy } from "react";
import type { DialogShellProps } from "./DialogFrame";
import { OnFirstOpen } from "./OnFirstOpen";

export type { DialogShellProps } from "./DialogFrame";

const DialogFrame = lazy(() => import("./DialogFrame"));

/**
 * The centred dialog frame the screens share (DialogFrame). Its state machines (dialog, focus
 * trap, scroll lock: ~8 KB brotli) load when a dialog first opens, not with every screen that
 * may show one.
 */
export function DialogShell(props: DialogShellProps) {
  return (
    <OnFirstOpen open={props.open}>
      <DialogFrame {...props} />
    </OnFirstOpen>
  );
}
