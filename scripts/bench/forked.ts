import { fork } from "node:child_process";

/**
 * A helper process of a benchmark (readers, mostly), spoken to over IPC: each command it is
 * asked answers with one report, in order.
 */
export class ForkedProcess<Command, Report> {
  readonly child;
  protected readonly queue: ((m: Report) => void)[] = [];

  constructor(script: string) {
    this.child = fork(script, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.child.on("message", (m: Report) => this.queue.shift()?.(m));
  }

  ask<T extends Report>(cmd: Command): Promise<T> {
    return new Promise((resolve) => {
      this.queue.push((m) => resolve(m as T));
      this.child.send(cmd as object);
    });
  }

  /** A command that answers nothing. */
  tell(cmd: Command): void {
    this.child.send(cmd as object);
  }
}
