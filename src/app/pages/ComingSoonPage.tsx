import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NavLink, useMatches, useParams } from "react-router-dom";
import { passesGate } from "../../../domain/permissions";
import { ComingSoon } from "../../components/ComingSoon";
import { useCurrentAccount } from "../hooks/use-current-account";
import { useLocalize } from "../hooks/use-locale";
import { isRouteHandle } from "../routes/route-handle";
import { ROUTE_TABLE, type RouteDef } from "../routes/route-table";

const fill = (path: string, params: Record<string, string | undefined>) =>
  path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "");

/**
 * A screen not built yet: its real title, its section's navigation when it has one,
 * and a "coming soon" body.
 */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const params = useParams();
  const account = useCurrentAccount();
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const section: RouteDef | undefined = ROUTE_TABLE.find((d) => d.id === handle?.section);
  const inSuite = section?.layout === "publishing-suite";
  const links =
    section && !inSuite
      ? (section.children ?? []).filter(
          (c) =>
            !c.rule?.redirectTo &&
            !(c.rule?.gate && !(account && passesGate(account.access, c.rule.gate))),
        )
      : [];
  const base = section ? `/${fill(section.path, params)}` : "";
  const title = t(handle?.titleKey ?? "common.comingSoon");

  return (
    <Stack gap="5">
      {section && !inSuite && (
        <Stack gap="3">
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
            {t(section.titleKey)}
          </Text>
          <HStack
            as="nav"
            aria-label={t(section.titleKey)}
            gap="1"
            overflowX="auto"
            borderBottomWidth="1px"
          >
            {links.map((link) => (
              <Box
                key={link.id}
                asChild
                px="3"
                py="2"
                fontSize="sm"
                fontWeight="medium"
                color="fg.muted"
                whiteSpace="nowrap"
                borderBottomWidth="2px"
                borderColor="transparent"
                _hover={{ color: "fg" }}
                css={{ "&.active": { color: "brand.fg", borderColor: "brand.solid" } }}
              >
                <NavLink to={localize(link.path ? `${base}/${link.path}` : base)} end>
                  {t(link.titleKey)}
                </NavLink>
              </Box>
            ))}
          </HStack>
        </Stack>
      )}
      <ComingSoon title={title} compact={inSuite} />
    </Stack>
  );
}
