import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { POST_ICON_GROUPS } from "../../../../../domain/schemas/channel-editors";
import { POST_ICONS_MAX } from "../../../../../domain/schemas/post";
import { postIconsQuery } from "../../api/posts";

/** The account's post icons by group, each a toggle, up to the limit; nothing without icons. */
export function IconsPicker({
  host,
  icons,
  setIcons,
}: {
  host: string;
  icons: string[];
  setIcons: (icons: string[]) => void;
}) {
  const { t } = useTranslation();
  const iconList = useQuery(postIconsQuery(host, true));
  const all = iconList.data ?? [];
  if (all.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {t("posts.editor.icons")}{" "}
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({icons.length}/{POST_ICONS_MAX})
        </Text>
      </Text>
      {POST_ICON_GROUPS.map((group) => {
        const list = all.filter((i) => i.group === group);
        if (list.length === 0) return null;
        return (
          <HStack key={group} gap="1" wrap="wrap" align="center">
            <Text fontSize="xs" color="fg.muted" width="14">
              {t(`posts.iconGroups.${group}`)}
            </Text>
            {list.map((icon) => {
              const on = icons.includes(icon.id);
              return (
                <Button
                  key={icon.id}
                  size="xs"
                  variant={on ? "solid" : "outline"}
                  colorPalette={on ? "brand" : "gray"}
                  aria-pressed={on}
                  aria-label={icon.label}
                  title={icon.label}
                  disabled={!on && icons.length >= POST_ICONS_MAX}
                  onClick={() =>
                    setIcons(on ? icons.filter((x) => x !== icon.id) : [...icons, icon.id])
                  }
                >
                  {icon.symbol.startsWith("http") || icon.symbol.startsWith("/") ? (
                    <img src={icon.symbol} alt="" width={16} height={16} />
                  ) : (
                    icon.symbol
                  )}
                </Button>
              );
            })}
          </HStack>
        );
      })}
    </Stack>
  );
}
