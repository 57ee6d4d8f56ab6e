import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ContactTag } from "@core/contact-tags";
import { Select } from "@ui/form";
import { SearchField } from "../../shared/SearchField";

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
`;

const search = css`
  flex: 1 1 18rem;
  max-width: 28rem;
`;

/* As wide as the search above it once it wraps onto a line of its own (a phone). */
const tagPicker = css`
  flex: 1 1 16rem;
  min-width: 10rem;
  @media (min-width: 40rem) {
    flex-grow: 0;
  }
`;

export interface ContactSearchBarProps {
  search: string;
  /** The tag the list is narrowed to, or "" for any. */
  tag: string;
  tags: readonly ContactTag[];
  onSearch(text: string): void;
  onTag(tagId: string): void;
}

/** The contacts' search by name and email, and the tag they are narrowed to. */
export function ContactSearchBar({
  search: text,
  tag,
  tags,
  onSearch,
  onTag,
}: ContactSearchBarProps) {
  const { t } = useLingui();
  const tagged = tags.some((candidate) => candidate.id === tag) ? tag : "";
  return (
    <div className={toolbar}>
      <SearchField
        className={search}
        label={t`Search names and email`}
        value={text}
        onSearch={onSearch}
      />
      <Select
        className={tagPicker}
        label={t`Tagged with`}
        value={tagged}
        onChange={(event) => onTag(event.target.value)}
        options={[
          { value: "", label: t`Any tag or none` },
          ...tags.map((candidate) => ({ value: candidate.id, label: candidate.name })),
        ]}
      />
    </div>
  );
}
