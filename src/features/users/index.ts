export { EditUserDialog, type EditUserDialogProps } from "./components/EditUserDialog";
export { UsersPage, type UsersPageProps } from "./components/UsersPage";
