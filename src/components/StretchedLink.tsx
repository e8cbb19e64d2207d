import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/**
 * A link whose hit area covers its nearest positioned ancestor (a card), so the whole card
 * opens it while screen readers still meet one named link; the focus ring follows the card.
 */
export function StretchedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      asChild
      _focusVisible={{ outline: "none" }}
      css={{
        "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: "inherit" },
        "&:focus-visible::after": {
          outline: "2px solid",
          outlineColor: "brand.focusRing",
          outlineOffset: "2px",
        },
      }}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Box>
  );
}
