import { IconButton } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EditIcon, TrashIcon } from "./icons";

export interface RowActionsProps {
  /** Accessible names: they must name the row ("Edit tag Sport"), as several rows show at once. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The Edit and Delete icon buttons at the end of a list row; Delete is red, as it destroys. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      <RowIconButton label={editLabel} onClick={onEdit}>
        <EditIcon />
      </RowIconButton>
      <DeleteButton label={deleteLabel} onClick={onDelete} />
    </>
  );
}

/** A small icon button in a list row; the label is its name and its tooltip. */
export function RowIconButton({
  label,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette={danger ? "red" : undefined}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** A row's red Delete icon button; its label names the row. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <RowIconButton label={label} onClick={onClick} danger>
      <TrashIcon />
    </RowIconButton>
  );
}
