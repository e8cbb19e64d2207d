import type { EmbedLang } from "./strings";

/** The reader page's own words (server page, its script and its service worker). */
export const READER_PAGE_STRINGS: Record<
  EmbedLang,
  {
    description: string;
    notify: string;
    notifyOff: string;
    notifyOn: string;
    notifyBlocked: string;
    notifyFailed: string;
    notifyUnsupported: string;
    unsubscribeAction: string;
  }
> = {
  en: {
    description: "Live coverage: {name}",
    notify: "Notify me of important updates",
    notifyOff: "Turn off notifications",
    notifyOn: "You will be notified of important updates.",
    notifyBlocked: "Notifications are blocked for this site in your browser's settings.",
    notifyFailed: "Notifications could not be turned on. Please try again later.",
    notifyUnsupported: "This browser cannot show notifications from this page.",
    unsubscribeAction: "Turn off",
  },
  no: {
    description: "Direktedekning: {name}",
    notify: "Varsle meg om viktige oppdateringer",
    notifyOff: "Slå av varsler",
    notifyOn: "Du får varsel om viktige oppdateringer.",
    notifyBlocked: "Varsler er blokkert for dette nettstedet i nettleserens innstillinger.",
    notifyFailed: "Varsler kunne ikke slås på. Prøv igjen senere.",
    notifyUnsupported: "Denne nettleseren kan ikke vise varsler fra denne siden.",
    unsubscribeAction: "Slå av",
  },
};
