import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/PageTitle";

export function ActivityPageHeader() {
  const { t } = useTranslation();
  return <PageTitle title={t("pages.details.activity")} subtitle={t("activity.log.subtitle")} />;
}
