export { useChannel } from "./api/get-channel";
