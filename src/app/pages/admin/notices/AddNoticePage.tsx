import { useLingui } from "@lingui/react/macro";
import { createNotice, noticeList } from "@core/notices/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { Heading, Text } from "@ui/typography";
import { NoticeForm } from "./NoticeForm";
import { EMPTY_NOTICE } from "./notice-form";
import { noticePage } from "./styles";

/** A new notice for members' profile pages. */
export default function AddNoticePage() {
  const { t } = useLingui();
  return (
    <div className={noticePage}>
      <div>
        <Heading level={1}>{t`Add a notice`}</Heading>
        <Text>{t`Notices show at the top of members' profile pages while they are open.`}</Text>
      </div>
      <NoticeForm
        initial={EMPTY_NOTICE}
        submitLabel={t`Add notice`}
        cancelHref="/admin/notices"
        onSave={async (body) => {
          const notice = await api.send(createNotice(body));
          invalidate(noticeList({}));
          notify.success(t`The notice “${notice.name}” is added.`);
          return notice;
        }}
      />
    </div>
  );
}
