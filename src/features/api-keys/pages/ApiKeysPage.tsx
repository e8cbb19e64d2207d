export { default } from "../../../app/pages/ComingSoonPage";
