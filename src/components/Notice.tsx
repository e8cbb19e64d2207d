import { Alert, Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface NoticeProps extends Omit<Alert.RootProps, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** At the end of the notice, such as a RetryButton. */
  action?: ReactNode;
}

/** An alert with a title and a line under it: the app's one shape for them. */
export function Notice({ title, description, action, ...root }: NoticeProps) {
  return (
    <Alert.Root {...root}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}

export function RetryButton({ onRetry, size = "sm" }: { onRetry: () => void; size?: "xs" | "sm" }) {
  const { t } = useTranslation();
  return (
    <Button size={size} variant="outline" onClick={onRetry}>
      {t("common.retry")}
    </Button>
  );
}
