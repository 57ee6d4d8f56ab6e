import { css } from "@linaria/core";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { contactActivity } from "@core/contacts/api";
import type { ActivityItem, ActivityKind } from "@core/contacts/activity";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Text } from "@ui/typography";
import { muted } from "../../shared/styles";
import { useMoney } from "../../shared/useMoney";
import { ROLE_LABELS } from "../shared/roles";
import { Role } from "@core/contacts/roles";

const timeline = css`
  display: flex;
  flex-direction: column;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(8rem, max-content) 1fr;
    gap: 0.25rem 1rem;
    padding: 0.625rem 0;
    border-bottom: 1px solid rgb(var(--c-grey-lighter));
  }

  & > li:last-child {
    border-bottom: 0;
  }

  @media (max-width: 600px) {
    & > li {
      grid-template-columns: 1fr;
    }
  }
`;

const when = css`
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

const KIND_LABELS = {
  joined: msg`Joined`,
  login: msg`Logged in`,
  "created-by-staff": msg`Added by staff`,
  "profile-changed": msg`Profile changed`,
  "role-set": msg`Role given`,
  "role-removed": msg`Role removed`,
  "mfa-removed": msg`Two-factor authentication turned off`,
  "contribution-changed": msg`Contribution changed`,
  "contribution-cancelled": msg`Contribution cancelled`,
  "contribution-ended-failed": msg`Contribution ended after failed payments`,
  payment: msg`Payment`,
  response: msg`Answered a callout`,
  "tags-changed": msg`Tags changed`,
  email: msg`Email sent`,
} satisfies Record<ActivityKind, ReturnType<typeof msg>>;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** Money in the organisation's currency (`useMoney`). */
type Money = (value: number) => string;

/** What a line adds to its kind: the tags, the callout, the role, the payment, the email. */
function detailOf(item: ActivityItem, i18n: I18n, money: Money): string {
  const { data } = item;
  switch (item.kind) {
    case "tags-changed": {
      const parts: string[] = [];
      const added = list(data.added);
      const removed = list(data.removed);
      if (added.length > 0) parts.push(i18n._(msg`added ${added.join(", ")}`));
      if (removed.length > 0) parts.push(i18n._(msg`removed ${removed.join(", ")}`));
      return parts.join("; ");
    }
    case "response": {
      const title = text(data.title) ?? "";
      return typeof data.number === "number"
        ? i18n._(msg`${title}, response ${data.number}`)
        : title;
    }
    case "payment": {
      const amount = typeof data.amount === "number" ? money(data.amount) : "";
      return [amount, text(data.status), text(data.description)].filter(Boolean).join(" · ");
    }
    case "contribution-changed":
    case "contribution-cancelled":
    case "contribution-ended-failed": {
      const type = text(data.type);
      if (typeof data.amount !== "number") return type ?? "";
      const amount = money(data.amount);
      const each =
        data.period === "annually" ? i18n._(msg`${amount} a year`) : i18n._(msg`${amount} a month`);
      return [type, each].filter(Boolean).join(", ");
    }
    case "role-set":
    case "role-removed":
      return Role.is(data.role) ? i18n._(ROLE_LABELS[data.role]) : "";
    case "email":
      return text(data.template) ?? "";
    default:
      return "";
  }
}

/** A contact's timeline, newest first: what they did and what was done to them, and by whom. */
export function Activity({ contactId }: { contactId: string }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const read = contactActivity(contactId);
  const state = useQuery(read);
  if (state.status !== "ready") {
    const failed = t`We couldn't load the activity.`;
    return (
      <QueryView state={state} read={read} loading={t`Loading the activity`} failed={failed} />
    );
  }
  if (state.data.length === 0) return <Text>{t`Nothing has happened yet.`}</Text>;
  return (
    <ol className={timeline} aria-label={t`Activity`}>
      {state.data.map((item, index) => {
        const detail = detailOf(item, i18n, money);
        return (
          <li key={`${item.at}-${item.kind}-${index}`}>
            <time className={when} dateTime={item.at}>
              {i18n.date(item.at, { dateStyle: "medium", timeStyle: "short" })}
            </time>
            <span>
              <strong>{i18n._(KIND_LABELS[item.kind])}</strong>
              {detail && <span>: {detail}</span>}
              {item.actor && <span className={muted}> {t`by ${item.actor.displayName}`}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
