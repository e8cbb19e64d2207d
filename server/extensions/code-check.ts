import { type Message, transform } from "esbuild";

export interface CodeProblem {
  /** "line:column: text" of the first problem, for the form to show next to the message. */
  detail: string;
}

const toProblem = (message: Message): CodeProblem => ({
  detail: message.location
    ? `${message.location.line}:${message.location.column + 1}: ${message.text}`
    : message.text,
});

const firstError = (error: unknown): Message | undefined => {
  const errors = (error as { errors?: Message[] } | null)?.errors;
  return Array.isArray(errors) ? errors[0] : undefined;
};

/**
 * Parses JavaScript with esbuild (a real parser; nothing runs). Module syntax is allowed,
 * since libraries may be loaded as modules. undefined when the code parses.
 */
export async function checkJavaScript(code: string): Promise<CodeProblem | undefined> {
  if (code.trim() === "") return undefined;
  try {
    await transform(code, { loader: "js", logLevel: "silent" });
    return undefined;
  } catch (error) {
    const message = firstError(error);
    return message ? toProblem(message) : { detail: "invalid" };
  }
}

/**
 * esbuild's CSS parser recovers from syntax errors and reports them as warnings with the id
 * "css-syntax-error" (it rarely throws), so both count; an unknown property does not.
 */
export async function checkCss(code: string): Promise<CodeProblem | undefined> {
  if (code.trim() === "") return undefined;
  try {
    const { warnings } = await transform(code, { loader: "css", logLevel: "silent" });
    const syntax = warnings.find((w) => w.id === "css-syntax-error");
    return syntax ? toProblem(syntax) : undefined;
  } catch (error) {
    const message = firstError(error);
    return message ? toProblem(message) : { detail: "invalid" };
  }
}
