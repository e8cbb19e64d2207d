import { Box, HStack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { TabLink } from "../../../components/TabLink";
import { joinPath, type NavItem } from "./nav";

/**
 * Header tabs as links (each tab is a page with its own URL): underlined when active,
 * scrolling sideways on narrow screens instead of wrapping.
 */
export function NavTabs({ items, base, label }: { items: NavItem[]; base: string; label: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the row scrolls: keep the active tab in view (e.g. "Activity log").
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active link moves with the path
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>("a.active");
    active?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <Box
      ref={ref}
      as="nav"
      aria-label={label}
      borderBottomWidth="1px"
      overflowX="auto"
      mx={{ base: "-4", md: "0" }}
      px={{ base: "4", md: "0" }}
      css={{ scrollbarWidth: "none" }}
    >
      <HStack as="ul" gap="1" listStyleType="none" minWidth="max-content">
        {items.map((item) => (
          <Box as="li" key={item.id}>
            <TabLink to={joinPath(base, item.to)} end={item.end} mb="-1px">
              {t(item.labelKey)}
            </TabLink>
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
