import type { FailurePhase } from "../../../../domain/schemas/extension-bridge";

/**
 * Where one editor extension's frame is. `slow`: it has not answered within the start limit
 * and is still being waited for (and started again); a busy device is not a broken extension.
 */
export type FrameStatus =
  | { state: "loading"; slow?: boolean }
  | { state: "ready"; label: string | null; blockType: string | null; trigger: () => void }
  | { state: "failed"; phase: FailurePhase; message: string };
