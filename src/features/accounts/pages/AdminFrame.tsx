import { Outlet } from "react-router-dom";

/** Placeholder: the admin frame (header tabs, sidebars) around its child pages. */
export default function AdminFrame() {
  return <Outlet />;
}
