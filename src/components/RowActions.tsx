import { IconButton } from "@chakra-ui/react";
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
      <IconButton size="sm" variant="ghost" aria-label={editLabel} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <DeleteButton label={deleteLabel} onClick={onDelete} />
    </>
  );
}

/** A row's red Delete icon button; its label names the row. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      <TrashIcon />
    </IconButton>
  );
}
