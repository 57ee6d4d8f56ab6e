import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { addNotification, type NotificationVariant, type Removeable } from "@stores/notifications";
import { Button } from "@ui/button";
import { Notification } from "@ui/notification";
import { Heading } from "@ui/typography";
import { ToolkitSection } from "./ToolkitSection";

const VARIANTS: {
  variant: NotificationVariant;
  name: MessageDescriptor;
  title: MessageDescriptor;
}[] = [
  { variant: "success", name: msg`Success`, title: msg`Your changes are saved` },
  { variant: "warning", name: msg`Warning`, title: msg`Your session ends in five minutes` },
  { variant: "error", name: msg`Error`, title: msg`The changes could not be saved` },
  { variant: "default", name: msg`Information`, title: msg`A new callout is open` },
];

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Inline notifications of every variant, and buttons that push each kind of toast. */
export function NotificationsSection() {
  const { t, i18n } = useLingui();

  const kinds: { removeable: Removeable; label: (name: string) => string; description: string }[] =
    [
      {
        removeable: false,
        label: (name) => t`${name} toast`,
        description: t`It closes itself after 5 seconds.`,
      },
      {
        removeable: true,
        label: (name) => t`${name} toast with a close button`,
        description: t`Close it, or it closes itself after 5 seconds.`,
      },
      {
        removeable: "auto",
        label: (name) => t`${name} toast that counts down`,
        description: t`The ring shows the 8 seconds until it closes itself.`,
      },
    ];

  return (
    <ToolkitSection id="toolkit-notifications" title={t`Notifications`}>
      <Heading level={3}>{t`Inline`}</Heading>
      <div className={stack}>
        {VARIANTS.map(({ variant, title }) => (
          <Notification
            key={variant}
            mode="inline"
            variant={variant}
            title={i18n._(title)}
            description={t`An alert block inside the page.`}
          />
        ))}
      </div>
      <Heading level={3}>{t`Toasts`}</Heading>
      {VARIANTS.map(({ variant, name, title }) => (
        <ul key={variant} className={row}>
          {kinds.map(({ removeable, label, description }) => (
            <li key={String(removeable)}>
              <Button
                variant="primaryOutlined"
                size="sm"
                onClick={() =>
                  addNotification({ variant, removeable, title: i18n._(title), description })
                }
              >
                {label(i18n._(name))}
              </Button>
            </li>
          ))}
        </ul>
      ))}
    </ToolkitSection>
  );
}
