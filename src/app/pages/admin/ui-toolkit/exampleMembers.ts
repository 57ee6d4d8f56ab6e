/** A made-up member of the toolkit's example tables; names are the same in every language. */
export interface ExampleMember {
  id: string;
  name: string;
  email: string;
  /** ISO date. */
  joined: string;
  /** Euros a month. */
  contribution: number;
}

export type ExampleSortColumn = "name" | "joined" | "contribution";

const NAMES = [
  "Amara Okafor",
  "Bruno Esposito",
  "Chloé Martin",
  "Dimitris Papadakis",
  "Eva Novak",
  "Farah Haddad",
  "Grete Jansen",
  "Hugo Lefèvre",
  "Inês Carvalho",
  "Jonas Becker",
  "Katya Ivanova",
  "Liam O'Brien",
  "Maya Cohen",
  "Noor de Vries",
  "Olga Petrova",
  "Pablo Ruiz",
  "Quentin Moreau",
  "Rosa Bianchi",
  "Sven Larsson",
  "Tomás Silva",
  "Ursula Schmidt",
  "Vera Kowalska",
  "Wim Peeters",
];

/** 23 members, so paging by 5 leaves a short last page and "select all" means more than a page. */
export const EXAMPLE_MEMBERS: readonly ExampleMember[] = NAMES.map((name, index) => ({
  id: `member-${index + 1}`,
  name,
  email: `${name
    .split(" ")[0]!
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z]/g, "")}@example.org`,
  joined: new Date(Date.UTC(2021, (index * 5) % 48, 1 + ((index * 11) % 27))).toISOString(),
  contribution: [3, 5, 8, 10, 12, 15, 20][(index * 3) % 7]!,
}));

const compare: Record<ExampleSortColumn, (a: ExampleMember, b: ExampleMember) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  joined: (a, b) => a.joined.localeCompare(b.joined),
  contribution: (a, b) => a.contribution - b.contribution,
};

/** What a server would answer: one page of the members in the asked order (ties by id). */
export function exampleMembersPage(
  sort: { column: ExampleSortColumn; order: "ASC" | "DESC" },
  page: number,
  pageSize: number,
): ExampleMember[] {
  const sign = sort.order === "ASC" ? 1 : -1;
  const sorted = [...EXAMPLE_MEMBERS].sort(
    (a, b) => sign * compare[sort.column](a, b) || a.id.localeCompare(b.id),
  );
  return sorted.slice((page - 1) * pageSize, page * pageSize);
}
