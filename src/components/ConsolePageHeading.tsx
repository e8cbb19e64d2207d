import { Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageTitle } from "./PageTitle";

export interface ConsolePageHeadingProps {
  /** A small label above the title (optional: the frame already names the section). */
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Buttons on the right (below on phones). */
  actions?: ReactNode;
}

/**
 * The heading of a page inside the admin frame (extensions, features, API keys): an h2,
 * since the frame's account name is the h1.
 */
export function ConsolePageHeading({ eyebrow, title, subtitle, actions }: ConsolePageHeadingProps) {
  return (
    <Flex
      direction={{ base: "column", md: "row" }}
      align={{ base: "stretch", md: "flex-end" }}
      justify="space-between"
      gap="4"
    >
      <PageTitle level={2} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      {actions}
    </Flex>
  );
}
