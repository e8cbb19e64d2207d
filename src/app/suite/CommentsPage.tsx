import { EmptyState, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { CommentsEmptyIcon } from "../../components/icons";

/** Reader comments and questions: the layout of the screen; the live issue fills it. */
export default function CommentsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Tabs.Root defaultValue="comments" variant="line" colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="comments">{t("suite.comments.comments")}</Tabs.Trigger>
          <Tabs.Trigger value="questions">{t("suite.comments.questions")}</Tabs.Trigger>
          <Tabs.Trigger value="bin">{t("suite.comments.bin")}</Tabs.Trigger>
          <Tabs.Trigger value="settings">{t("suite.comments.settings")}</Tabs.Trigger>
        </Tabs.List>
        {["comments", "questions", "bin", "settings"].map((value) => (
          <Tabs.Content key={value} value={value}>
            {value !== "settings" && value !== "bin" && (
              <HStack gap="1" mb="3">
                {["all", "pending", "published"].map((f, i) => (
                  <Text
                    key={f}
                    as="span"
                    fontSize="sm"
                    px="2.5"
                    py="1"
                    rounded="full"
                    bg={i === 0 ? "brand.subtle" : "transparent"}
                    color={i === 0 ? "brand.fg" : "fg.muted"}
                    borderWidth="1px"
                  >
                    {t(`suite.comments.filters.${f}`)}
                  </Text>
                ))}
              </HStack>
            )}
            <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg" bg="bg">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <CommentsEmptyIcon boxSize="8" />
                </EmptyState.Indicator>
                <EmptyState.Title>{t("suite.comments.empty")}</EmptyState.Title>
                <EmptyState.Description>{t("suite.comments.emptyHint")}</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
