import { Flex, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageSteps } from "../../../components/PageSteps";
import { pageRange } from "../lib/paging";

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** While the next page loads, the buttons wait. */
  busy?: boolean;
}

/** "from - to of total" with previous and next buttons. */
export function Pager({ page, pageSize, total, onPage, busy = false }: PagerProps) {
  const { t, i18n } = useTranslation();
  const range = pageRange(page, pageSize, total);
  const number = new Intl.NumberFormat(i18n.language === "no" ? "nb-NO" : "en-GB");
  return (
    <Flex as="nav" aria-label={t("activity.log.pagination")} align="center" gap="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="activity-range">
        {t("activity.log.range", {
          from: number.format(range.from),
          to: number.format(range.to),
          total: number.format(range.total),
        })}
      </Text>
      <PageSteps
        labels={{ previous: t("activity.log.previous"), next: t("activity.log.next") }}
        canPrevious={!busy && page > 1}
        canNext={!busy && page < range.last}
        onStep={(step) => onPage(page + step)}
        titled
      />
    </Flex>
  );
}
