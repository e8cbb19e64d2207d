import { Box, Skeleton, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { useRegistrationPages } from "../api/registration-pages";
import { RegistrationPageForm } from "../components/RegistrationPageForm";
import { RegistrationPagesList } from "../components/RegistrationPagesList";
import { type AdminHost, useAdminHost } from "../hooks/use-admin-host";

function RegistrationPages({ admin }: { admin: AdminHost }) {
  const pages = useRegistrationPages(admin.host, admin.scope);
  const existing = (pages.data ?? []).map((p) => p.emailDomain.toLowerCase());
  return (
    <>
      <RegistrationPageForm
        host={admin.host}
        accountKey={admin.accountKey}
        existingDomains={existing}
      />
      <Box borderWidth="1px" borderRadius="l3" p={{ base: "4", md: "6" }} bg="bg.panel">
        <RegistrationPagesList host={admin.host} scope={admin.scope} pages={pages} />
      </Box>
    </>
  );
}

/** Users › Registration pages: email domain, account, url. */
export default function RegistrationPagesPage() {
  const { t } = useTranslation();
  const admin = useAdminHost();
  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="5xl">
      <ConsolePageHeading
        title={t("invitations.registrations.title")}
        subtitle={t("invitations.registrations.subtitle")}
      />
      {admin ? (
        <RegistrationPages key={`${admin.host}-${admin.scope}`} admin={admin} />
      ) : (
        <Skeleton height="64" borderRadius="l3" />
      )}
    </Stack>
  );
}
