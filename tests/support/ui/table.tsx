// Example rows and a stateful host for the table's tests; only test files import this module.
import { useState } from "react";
import { DataTable, type DataTableProps } from "@ui/table/DataTable";
import { NO_SELECTION, type TableSelection } from "@ui/table/selection";
import type { Column } from "@ui/table/types";

export interface Person {
  id: string;
  name: string;
  email: string;
  joined: string;
}

export const PEOPLE: Person[] = [
  { id: "p1", name: "Ada", email: "ada@example.org", joined: "2024" },
  { id: "p2", name: "Grace", email: "grace@example.org", joined: "2023" },
  { id: "p3", name: "Linus", email: "linus@example.org", joined: "2025" },
];

export const PEOPLE_COLUMNS: Column<Person>[] = [
  { id: "name", header: "Name", cell: (person) => person.name, sortable: true },
  { id: "email", header: "Email", cell: (person) => person.email },
  { id: "joined", header: "Joined", cell: (person) => person.joined, sortable: true, align: "end" },
];

export type PeopleTableProps = Partial<DataTableProps<Person>>;

/** The table over `PEOPLE`; the props given override the defaults. */
export function PeopleTable(props: PeopleTableProps) {
  return (
    <DataTable<Person>
      caption="Members"
      columns={PEOPLE_COLUMNS}
      rows={PEOPLE}
      rowKey={(person) => person.id}
      rowLabel={(person) => person.name}
      {...props}
    />
  );
}

/**
 * The table with its selection and hidden columns kept in state, as a page keeps them; each
 * change is also reported, so tests can see what a bulk action would get.
 */
export function StatefulPeopleTable({
  onSelection,
  ...props
}: PeopleTableProps & { onSelection?: (selection: TableSelection) => void }) {
  const [selection, setSelection] = useState<TableSelection>(NO_SELECTION);
  const [hidden, setHidden] = useState<string[]>([]);
  return (
    <PeopleTable
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        onSelection?.(next);
      }}
      hiddenColumns={hidden}
      onHiddenColumnsChange={setHidden}
      {...props}
    />
  );
}
