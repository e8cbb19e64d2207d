import { useCallback, useState } from "react";
import { type EditUserStep, progressState, type StepStatus } from "../../../../domain/user-rights";
import { logError } from "../../../lib/session-log";
import { addCrossAccess, removeCrossAccess, updateUser } from "../api/users";

export interface StepRun {
  step: EditUserStep;
  status: StepStatus;
  errorKey?: string;
}

const errorKeyOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "errorKey" in error
    ? (error as { errorKey?: string }).errorKey
    : undefined;

function runStep(host: string, userId: string, step: EditUserStep): Promise<unknown> {
  switch (step.kind) {
    case "update":
      return updateUser(host, userId, step.request);
    case "add":
      return addCrossAccess(host, userId, step.accountKey);
    case "remove":
      return removeCrossAccess(host, userId, step.accountKey);
  }
}

/**
 * The execution step of the edit-user dialog: runs the steps in order; a failed step
 * is logged and recorded, and the later steps still run.
 */
export function useEditUserRun(host: string, userId: string) {
  const [runs, setRuns] = useState<StepRun[]>([]);

  const run = useCallback(
    async (steps: EditUserStep[]) => {
      const current: StepRun[] = steps.map((step) => ({ step, status: "pending" }));
      setRuns(current);
      for (let i = 0; i < current.length; i++) {
        const item = current[i]!;
        const update = (next: Partial<StepRun>) => {
          current[i] = { ...item, ...next };
          setRuns([...current]);
        };
        update({ status: "running" });
        try {
          await runStep(host, userId, item.step);
          update({ status: "success" });
        } catch (error) {
          logError(`Edit user step "${item.step.kind}" failed`, error);
          update({ status: "error", errorKey: errorKeyOf(error) });
        }
      }
      return progressState(current.map((r) => r.status));
    },
    [host, userId],
  );

  const reset = useCallback(() => setRuns([]), []);
  return { runs, state: progressState(runs.map((r) => r.status)), run, reset };
}
