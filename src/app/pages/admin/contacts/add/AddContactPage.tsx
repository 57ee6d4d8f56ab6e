import { css, cx } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { isApiError } from "../../../../../core/api";
import { createContact } from "../../../../../core/contacts/api";
import { CreateContact } from "../../../../../core/contacts/list";
import { pathTo } from "../../../../../core/pages";
import { api } from "../../../../../stores/api";
import { notify } from "../../../../../stores/notifications";
import { Button } from "../../../../../ui/button";
import { ErrorSummary, TextField, formActions, formStack, useForm } from "../../../../../ui/form";
import { Heading, Text } from "../../../../../ui/typography";
import { card } from "../../../card";
import { pageStack, textLink } from "../../callouts/shared/styles";
import { refreshContacts } from "../shared/undo";

const narrow = css`
  max-width: 36rem;
`;

const EMPTY = { firstname: "", lastname: "", email: "" };

/** `/admin/contacts/add`: a contact added by hand; "Save and add another" starts afresh. */
export default function AddContactPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const form = useForm({
    id: "add-contact",
    labels: { firstname: msg`First name`, lastname: msg`Last name`, email: msg`Email` },
    initial: EMPTY,
    schema: CreateContact,
    toBody: (values): CreateContact => ({
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
    }),
    explain: (error) =>
      isApiError(error, ["duplicate-email"])
        ? { field: "email", message: msg`A contact has this email address already.` }
        : undefined,
  });

  const saveWith = (another: boolean) => async (body: CreateContact) => {
    const contact = await api.send(createContact(body));
    refreshContacts();
    notify.success(t`${contact.displayName} is added.`);
    if (another) form.reset(EMPTY);
    else navigate(pathTo("/admin/contacts/:id", { id: contact.id }));
  };
  const save = form.handleSubmit(saveWith(false));
  const saveAndAddAnother = form.handleSubmit(saveWith(true));

  return (
    <div className={pageStack}>
      <Link href="/admin/contacts" className={textLink}>
        {t`Back to the contacts`}
      </Link>
      <div>
        <Heading level={1}>{t`Add a contact`}</Heading>
        <Text>{t`They get no email from this; they can set a password by resetting it.`}</Text>
      </div>
      <section className={cx(card, narrow)}>
        <form
          className={formStack}
          noValidate
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            (submitter?.getAttribute("name") === "another" ? saveAndAddAnother : save)(event);
          }}
        >
          <TextField {...form.text("firstname")} autoComplete="off" />
          <TextField {...form.text("lastname")} autoComplete="off" />
          <TextField {...form.text("email")} type="email" autoComplete="off" />
          {form.summary && <ErrorSummary {...form.summary} />}
          <div className={formActions}>
            <Button type="submit" loading={form.busy}>
              {t`Save`}
            </Button>
            <Button type="submit" variant="primaryOutlined" name="another" disabled={form.busy}>
              {t`Save and add another`}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
