import { expect } from "vitest";

/** The directives of a Content-Security-Policy header, by name. */
export function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}
