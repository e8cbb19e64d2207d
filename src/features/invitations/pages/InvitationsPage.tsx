import { Box, Skeleton, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { InvitationsList } from "../components/InvitationsList";
import { InviteForm } from "../components/InviteForm";
import { useAdminHost } from "../hooks/use-admin-host";

/** Users › Pending invitations: the invite form and the invited users. */
export default function InvitationsPage() {
  const { t } = useTranslation();
  const admin = useAdminHost();
  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="5xl">
      <ConsolePageHeading
        title={t("invitations.title")}
        subtitle={
          admin?.scope === "organization"
            ? t("invitations.organizationSubtitle")
            : t("invitations.subtitle")
        }
      />
      {admin ? (
        <>
          <InviteForm key={admin.host} host={admin.host} accountKey={admin.accountKey} />
          <Box borderWidth="1px" borderRadius="l3" p={{ base: "4", md: "6" }} bg="bg.panel">
            <InvitationsList
              key={`${admin.host}-${admin.scope}`}
              host={admin.host}
              scope={admin.scope}
            />
          </Box>
        </>
      ) : (
        <Skeleton height="64" borderRadius="l3" />
      )}
    </Stack>
  );
}
