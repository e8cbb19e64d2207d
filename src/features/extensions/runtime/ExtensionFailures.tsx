import { Alert, Button, List } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ExtensionSet } from "./use-extension-set";

/**
 * The failures "extension load and initialise", one line per failed extension. The
 * rest of the screen works on: a failed extension's frame is gone.
 */
export function ExtensionFailures({ set }: { set: ExtensionSet }) {
  const { t } = useTranslation();
  const failed = set.extensions.flatMap((extension) => {
    const status = set.status(extension.id);
    return status.state === "failed" ? [{ extension, status }] : [];
  });
  if (failed.length === 0) return null;
  return (
    <Alert.Root status="warning" size="sm" data-testid="extension-failures">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("extensionRuntime.failedTitle", { count: failed.length })}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {failed.map(({ extension, status }) => (
              <List.Item key={extension.id}>
                {t(
                  status.phase === "load"
                    ? "errors.extension-load-failed"
                    : "errors.extension-init-failed",
                  { name: extension.name },
                )}{" "}
                ({status.message}){" "}
                <Button
                  size="2xs"
                  variant="outline"
                  ms="1"
                  onClick={() => set.retry(extension.id)}
                  aria-label={t("extensionRuntime.retryNamed", { name: extension.name })}
                >
                  {t("extensionRuntime.retry")}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
