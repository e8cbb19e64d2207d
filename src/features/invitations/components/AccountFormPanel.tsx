import { Alert, Box, Button, Heading, Stack } from "@chakra-ui/react";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface AccountFormPanelProps {
  /** Id of the heading, which names the form for assistive technology. */
  titleId: string;
  title: string;
  /** The organisation's accounts query: a failed load shows a retry above the fields. */
  accounts: { isError: boolean; refetch: () => unknown };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button, alone on the last row. */
  submit: ReactNode;
  children: ReactNode;
}

/** The framed form the invitation screens share: heading, accounts load error, fields, submit. */
export function AccountFormPanel({
  titleId,
  title,
  accounts,
  onSubmit,
  submit,
  children,
}: AccountFormPanelProps) {
  const { t } = useTranslation();
  return (
    <Box asChild borderWidth="1px" borderRadius="l3" p={{ base: "4", md: "6" }} bg="bg.panel">
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="5">
          <Heading as="h3" size="md" id={titleId}>
            {title}
          </Heading>
          {accounts.isError && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title>{t("invitations.form.accountsError")}</Alert.Title>
              <Button size="xs" variant="outline" ms="auto" onClick={() => accounts.refetch()}>
                {t("common.retry")}
              </Button>
            </Alert.Root>
          )}
          {children}
          <Box>{submit}</Box>
        </Stack>
      </form>
    </Box>
  );
}
