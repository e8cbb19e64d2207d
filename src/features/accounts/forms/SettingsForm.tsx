import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/PageTitle";
import { SubmitButton } from "../../../components/SubmitButton";

/** One titled panel of a settings page. */
export function SettingsPanel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: "4", md: "6" }}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

/** A settings page's heading and intro, for the page and its loading and error states. */
export function SettingsHeading({ title, description }: { title: string; description: string }) {
  return <PageTitle level={2} title={title} subtitle={description} />;
}

/** A settings form: heading, panels, and Reset / Save (enabled once something changed). */
export function SettingsForm({
  title,
  description,
  dirty,
  saving,
  onSubmit,
  onReset,
  children,
}: {
  title: string;
  description: string;
  dirty: boolean;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onReset: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap={{ base: "5", md: "6" }} maxWidth="3xl">
        <SettingsHeading title={title} description={description} />
        {children}
        <Flex gap="2" justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={onReset} disabled={!dirty || saving}>
            {t("accounts.settings.reset")}
          </Button>
          <SubmitButton colorPalette="brand" loading={saving} disabled={!dirty}>
            {t("accounts.settings.save")}
          </SubmitButton>
        </Flex>
      </Stack>
    </form>
  );
}
