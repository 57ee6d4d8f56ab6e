import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@ui/button";
import { ContentBlock } from "@ui/callout-form/ContentBlock";
import { Heading } from "@ui/typography";

const card = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem 1.5rem;
  border-radius: 0.5rem;
  border-top: 4px solid rgb(var(--c-primary));
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);
`;

const header = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

/**
 * The organisation's welcome to a new member (content `profile.introMessage`), on their
 * profile after setting up their account, and in the membership builder's preview.
 */
export function WelcomeCard({
  name,
  message,
  onClose,
}: {
  name: string;
  /** HTML. */
  message: string;
  onClose?: () => void;
}) {
  const { t } = useLingui();
  return (
    <section className={card} aria-labelledby="welcome-card-heading">
      <div className={header}>
        <Heading level={2} size="md" id="welcome-card-heading">
          {name ? t`Welcome, ${name}!` : t`Welcome!`}
        </Heading>
        {onClose && (
          <Button variant="text" size="sm" onClick={onClose}>
            {t`Close`}
          </Button>
        )}
      </div>
      <ContentBlock html={message} />
    </section>
  );
}
