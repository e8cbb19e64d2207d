export { EditUserDialog } from "./components/EditUserDialog";
export { UsersPage } from "./components/UsersPage";
