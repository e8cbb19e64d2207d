export { useOverview, useSuite } from "./hooks/use-suite";
