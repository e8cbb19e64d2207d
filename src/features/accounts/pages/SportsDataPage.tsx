import { SportsDataForm } from "../components/SportsDataForm";
import { settingsPage } from "../forms/settings-page";

/** The sports data provider and its competitions. */
export default settingsPage("sportsData", SportsDataForm);
