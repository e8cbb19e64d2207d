export { PollResults } from "./components/PollResults";
