import { ContentAccessForm } from "../components/ContentAccessForm";
import { settingsPage } from "../forms/settings-page";

/** Which sites may embed the account's channels. */
export default settingsPage("contentAccess", ContentAccessForm);
