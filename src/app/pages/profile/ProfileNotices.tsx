import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { openNotices } from "@core/notices/api";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Text } from "@ui/typography";
import { NoticeCard } from "@app/pages/shared/NoticeCard";

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The notices open now, newest first (B1). Nothing shows while they load or when there are
 * none: they are news, not part of the page's own content. A failure says so, with a retry.
 */
export function ProfileNotices() {
  const { t } = useLingui();
  const read = openNotices();
  return (
    <QueryView
      state={useQuery(read)}
      read={read}
      loading={null}
      failed={<Text size="sm">{t`We couldn't load the latest notices.`}</Text>}
      empty={null}
      isEmpty={(page) => page.items.length === 0}
    >
      {(page) => (
        <section aria-label={t`Notices`}>
          <ul className={list}>
            {page.items.map((notice) => (
              <li key={notice.id}>
                <NoticeCard notice={notice} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryView>
  );
}
