import { css } from "@linaria/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { isApiError } from "@core/api";
import { deleteNotice, notice as noticeRead, noticeList } from "@core/notices/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button, buttonClassName } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { messageForRefusal } from "@ui/form";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import type { PageProps } from "@app/router/types";
import { card } from "@app/pages/shared/card";
import { NoticeCard } from "@app/pages/shared/NoticeCard";
import { NoticeStatusLabel } from "./NoticeStatusLabel";
import { noticePage } from "./styles";
import { factList } from "@app/pages/shared/facts";

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const leadsTo = css`
  overflow-wrap: anywhere;
`;

const previewArea = css`
  padding: 1rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-primary-5));
`;

/** A notice as members see it, with its status and dates; edit or delete it from here. */
export default function ViewNoticePage({ params }: PageProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const id = params.id ?? "";
  const loaded = useQuery(noticeRead(id));
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (loaded.status !== "ready") {
    return (
      <div className={noticePage}>
        <Heading level={1}>{t`Notice`}</Heading>
        <QueryView
          state={loaded}
          read={noticeRead(id)}
          loading={t`Loading the notice`}
          failed={t`We couldn't load the notice.`}
          notFound={
            <Text>
              {t`This notice does not exist, or it was deleted.`}{" "}
              <Link href="/admin/notices">{t`Back to the notices`}</Link>
            </Text>
          }
        />
      </div>
    );
  }
  const notice = loaded.data;
  const when = (iso: string | null, none: string) =>
    iso ? (
      <time dateTime={iso}>{i18n.date(iso, { dateStyle: "long", timeStyle: "short" })}</time>
    ) : (
      none
    );

  const remove = async () => {
    setDeleting(true);
    try {
      await api.send(deleteNotice(notice.id));
    } catch (error) {
      // Already gone is what was asked for; anything else is said and the notice stays.
      if (!isApiError(error, undefined, [404])) {
        const message = messageForRefusal(error);
        notify.error(
          t`The notice could not be deleted.`,
          message ? { description: i18n._(message) } : {},
        );
        setDeleting(false);
        setAsking(false);
        return;
      }
    }
    invalidate(noticeList({}));
    notify.success(t`The notice “${notice.name}” is deleted.`);
    navigate("/admin/notices");
  };

  return (
    <div className={noticePage}>
      <div className={header}>
        <Heading level={1}>{notice.name}</Heading>
        <div className={actions}>
          <Link
            href={`/admin/notices/edit/${encodeURIComponent(notice.id)}`}
            className={buttonClassName({ variant: "primary" })}
          >
            {t`Edit`}
          </Link>
          <Button variant="dangerOutlined" onClick={() => setAsking(true)}>
            {t`Delete`}
          </Button>
        </div>
      </div>
      <section className={card} aria-labelledby="notice-facts">
        <Heading level={2} size="md" id="notice-facts">
          {t`When members see it`}
        </Heading>
        <dl className={factList}>
          <dt>{t`Status`}</dt>
          <dd>
            <NoticeStatusLabel status={notice.status} />
          </dd>
          <dt>{t`Shown from`}</dt>
          <dd>{when(notice.starts, t`Not yet: this notice is a draft`)}</dd>
          <dt>{t`Shown until`}</dt>
          <dd>{when(notice.expires, t`Until you end it`)}</dd>
        </dl>
      </section>
      <section className={card} aria-labelledby="notice-preview">
        <Heading level={2} size="md" id="notice-preview">
          {t`Preview`}
        </Heading>
        <Text size="sm">{t`As members see it on their profile page.`}</Text>
        <div className={previewArea}>
          <NoticeCard notice={notice} />
        </div>
        {notice.url && (
          <Text size="sm" className={leadsTo}>
            <Trans>
              Its button leads to <a href={notice.url}>{notice.url}</a>
            </Trans>
          </Text>
        )}
      </section>
      <p>
        <Link href="/admin/notices">{t`Back to the notices`}</Link>
      </p>
      <ConfirmDialog
        open={asking}
        title={t`Delete this notice?`}
        confirmLabel={t`Delete notice`}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      >
        {t`Members will no longer see “${notice.name}”. This can't be undone.`}
      </ConfirmDialog>
    </div>
  );
}
