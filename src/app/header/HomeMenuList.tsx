import { Menu, Portal } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { MenuOpenedBy } from "../../components/MenuOnDemand";

export interface HomeMenuGroup {
  id: string;
  title: string;
  entries: { value: string; label: string; to: string }[];
}

interface HomeMenuListProps {
  groups: HomeMenuGroup[];
  trigger: ReactElement;
  openedBy: MenuOpenedBy;
}

/** The home menu itself: its own chunk, loaded when the header's menu button is first used. */
export default function HomeMenuList({ groups, trigger, openedBy }: HomeMenuListProps) {
  return (
    <Menu.Root
      defaultOpen
      defaultHighlightedValue={openedBy === "keyboard" ? groups[0]?.entries[0]?.value : undefined}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="240px">
            {groups.map((group, i) => (
              <Menu.ItemGroup key={group.id}>
                {i > 0 && <Menu.Separator />}
                <Menu.ItemGroupLabel color="fg.muted" fontSize="xs" textTransform="uppercase">
                  {group.title}
                </Menu.ItemGroupLabel>
                {group.entries.map((entry) => (
                  <Menu.Item key={entry.value} value={entry.value} asChild>
                    <RouterLink to={entry.to}>{entry.label}</RouterLink>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
