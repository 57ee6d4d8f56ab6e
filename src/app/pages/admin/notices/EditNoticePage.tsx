import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { notice as noticeRead, noticeList, updateNotice } from "@core/notices/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, setQueryData, useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import type { PageProps } from "@app/router/types";
import { NoticeForm } from "./NoticeForm";
import { noticeFormValues } from "./notice-form";
import { noticePage } from "./styles";

/** Changes a notice: its texts, button and dates. */
export default function EditNoticePage({ params }: PageProps) {
  const { t } = useLingui();
  const id = params.id ?? "";
  const loaded = useQuery(noticeRead(id));
  return (
    <div className={noticePage}>
      <Heading level={1}>{t`Edit the notice`}</Heading>
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
      >
        {(current) => (
          <NoticeForm
            // A new form when another notice loads, so its values start from that one.
            key={current.id}
            initial={noticeFormValues(current)}
            submitLabel={t`Save notice`}
            cancelHref={`/admin/notices/view/${encodeURIComponent(id)}`}
            onSave={async (body) => {
              const notice = await api.send(updateNotice(id, body));
              setQueryData(noticeRead(id), notice);
              invalidate(noticeList({}));
              notify.success(t`The notice “${notice.name}” is saved.`);
              return notice;
            }}
          />
        )}
      </QueryView>
    </div>
  );
}
