import { Button, HStack, Spinner, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * An editor extension's tool while its frame starts: its name with a spinner, and once it is
 * slower than the start limit, a word saying so and a Retry that starts it again by hand.
 */
export function ExtensionStarting(props: { name: string; slow: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack
      gap="1.5"
      px="2"
      py="0.5"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="l2"
      color="fg.muted"
      fontSize="xs"
      role="status"
      data-testid="extension-starting"
    >
      <Spinner size="xs" />
      <Text>
        {props.slow
          ? t("extensionRuntime.slow", { name: props.name })
          : t("extensionRuntime.starting", { name: props.name })}
      </Text>
      {props.slow && (
        <Button
          size="2xs"
          variant="ghost"
          onClick={props.onRetry}
          aria-label={t("extensionRuntime.retryNamed", { name: props.name })}
        >
          {t("extensionRuntime.retry")}
        </Button>
      )}
    </HStack>
  );
}
