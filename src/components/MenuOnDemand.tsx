import {
  cloneElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  startTransition,
  useState,
} from "react";

/** How the menu was asked for: from the keyboard, its first item is highlighted on opening. */
export type MenuOpenedBy = "pointer" | "keyboard";

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
}

export interface MenuOnDemandProps {
  /** The trigger button as it looks; it stands in for the menu until the menu's chunk is in. */
  trigger: ReactElement<TriggerProps>;
  /** Starts downloading the menu's chunk (hover or focus: it is usually in before the click). */
  preload: () => void;
  /** The lazy menu (trigger included), opened on mounting. */
  children: (openedBy: MenuOpenedBy) => ReactNode;
}

/**
 * A menu whose state machines (menu, popper, dismissable: ~17 KB brotli) load on first use, not
 * with every page that shows its trigger. Until then the trigger is a plain button that opens the
 * menu on click, Enter, Space or ArrowDown. The swap is a transition, so the focused button stays
 * on screen while the chunk loads; the loaded menu mounts open and takes focus.
 */
export function MenuOnDemand({ trigger, preload, children }: MenuOnDemandProps) {
  const [openedBy, setOpenedBy] = useState<MenuOpenedBy | null>(null);
  const open = (by: MenuOpenedBy) => {
    preload();
    startTransition(() => setOpenedBy(by));
  };
  // One boundary around both: it is on screen before the transition, so React keeps the
  // plain (focused) trigger until the menu's chunk is in instead of showing the fallback.
  return (
    <Suspense fallback={trigger}>
      {openedBy
        ? children(openedBy)
        : cloneElement(trigger, {
            "aria-haspopup": "menu",
            "aria-expanded": false,
            onPointerEnter: preload,
            onFocus: preload,
            // A click the keyboard made (Enter, Space) has no pointer details.
            onClick: (event) => open(event.detail === 0 ? "keyboard" : "pointer"),
            onKeyDown: (event) => {
              if (event.key !== "ArrowDown") return;
              event.preventDefault();
              open("keyboard");
            },
          })}
    </Suspense>
  );
}
