import { Box, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { joinPath, type NavItem } from "./nav";

/**
 * A section's sub-navigation: a sticky column on md and wider, a row of scrolling pills on
 * phones (where a column would push the page below the fold).
 */
export function SideNav({ items, base, label }: { items: NavItem[]; base: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Box
      as="nav"
      aria-label={label}
      width={{ base: "auto", md: "52" }}
      flexShrink={0}
      position={{ md: "sticky" }}
      top={{ md: "20" }}
      alignSelf="flex-start"
      maxWidth="100%"
      overflowX={{ base: "auto", md: "visible" }}
      mx={{ base: "-4", md: "0" }}
      px={{ base: "4", md: "0" }}
      css={{ scrollbarWidth: "none" }}
    >
      <Stack
        as="ul"
        listStyleType="none"
        direction={{ base: "row", md: "column" }}
        gap="1"
        minWidth={{ base: "max-content", md: "auto" }}
      >
        {items.map((item) => (
          <Box as="li" key={item.id}>
            <Box
              asChild
              display="block"
              px="3"
              py={{ base: "1.5", md: "2" }}
              borderRadius={{ base: "full", md: "l2" }}
              borderWidth={{ base: "1px", md: "0" }}
              fontSize="sm"
              fontWeight="medium"
              color="fg.muted"
              whiteSpace="nowrap"
              _hover={{ color: "fg", bg: "bg.muted" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
              css={{
                "&.active": {
                  color: "brand.fg",
                  bg: "brand.subtle",
                  borderColor: "brand.muted",
                },
              }}
            >
              <NavLink to={joinPath(base, item.to)} end={item.end}>
                {t(item.labelKey)}
              </NavLink>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
