import type { FailurePhase } from "../../../../domain/schemas/extension-bridge";

/** Where one editor extension's frame is. */
export type FrameStatus =
  | { state: "loading" }
  | { state: "ready"; label: string | null; blockType: string | null; trigger: () => void }
  | { state: "failed"; phase: FailurePhase; message: string };
