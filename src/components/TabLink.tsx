import { Box, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";

/**
 * A tab that is a link (each tab is a page with its own URL): muted, underlined in the brand
 * colour when its page is open, with a focus ring for the keyboard. The account console's tabs
 * and the publishing suite's share it.
 */
export function TabLink({
  to,
  end,
  children,
  ...box
}: { to: string; end?: boolean; children: ReactNode } & Omit<BoxProps, "children">) {
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="2.5"
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      whiteSpace="nowrap"
      borderBottomWidth="2px"
      borderColor="transparent"
      transition="color 0.15s, border-color 0.15s"
      _hover={{ color: "fg" }}
      _focusVisible={{
        outline: "2px solid",
        outlineColor: "brand.focusRing",
        outlineOffset: "-2px",
        borderRadius: "l1",
      }}
      css={{ "&.active": { color: "brand.fg", borderColor: "brand.solid" } }}
      {...box}
    >
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Box>
  );
}
