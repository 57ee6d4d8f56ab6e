import { useLingui } from "@lingui/react/macro";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type {
  CaptchaChallenge,
  LocalCaptchaChallenge,
  ProviderCaptchaChallenge,
} from "@core/captcha";
import { solveCaptcha } from "@core/captcha/proof-of-work";
import { captchaChallenge } from "@core/captcha/api";
import { api } from "@stores/api";
import { FieldError, FieldHint } from "../form/FieldParts";

/** How the form gets a captcha token when the reader submits. */
export interface CaptchaHandle {
  /** A fresh token, or undefined when the reader has not passed the check (yet). */
  token(): Promise<string | undefined>;
  /** Tokens are single-use: after a submission the check starts again. */
  reset(): void;
}

type Provider = ProviderCaptchaChallenge["provider"];

interface ProviderApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number | undefined;
  reset(widget?: string | number): void;
}

/** Each provider's script, the global it defines, and its render options. */
const PROVIDERS: Record<
  Provider,
  { src: string; global: string; options(onToken: (token?: string) => void): object }
> = {
  turnstile: {
    src: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    global: "turnstile",
    options: (onToken) => ({ callback: onToken, "expired-callback": () => onToken() }),
  },
  hcaptcha: {
    src: "https://js.hcaptcha.com/1/api.js?render=explicit",
    global: "hcaptcha",
    options: (onToken) => ({ callback: onToken, "expired-callback": () => onToken() }),
  },
  captchafox: {
    src: "https://cdn.captchafox.com/api.js?render=explicit",
    global: "captchafox",
    options: (onToken) => ({ onVerify: onToken, onExpire: () => onToken() }),
  },
};

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

/** The challenge is fresh if it has a minute left: solving and sending take a moment. */
const isFresh = (challenge: LocalCaptchaChallenge) =>
  Date.parse(challenge.expires) - Date.now() > 60_000;

export interface CaptchaWidgetProps {
  id: string;
  handle: Ref<CaptchaHandle>;
  /** Already translated. */
  error?: string;
}

/**
 * The check that a person is answering, from `GET /captcha/challenge`. The server's own check
 * is a small proof of work the browser does when the reader submits, with nothing to click; a
 * provider's (Turnstile, hCaptcha, CaptchaFox) shows its widget, loaded only here.
 */
export function CaptchaWidget({ id, handle, error }: CaptchaWidgetProps) {
  const { t, i18n } = useLingui();
  const [challenge, setChallenge] = useState<CaptchaChallenge>();
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: ProviderApi; id: string | number | undefined }>(undefined);
  const providerToken = useRef<string>(undefined);
  // A local challenge is used once: the next token needs a new one.
  const unused = useRef<LocalCaptchaChallenge>(undefined);

  const fetchChallenge = () => api.send(captchaChallenge());

  useEffect(() => {
    let live = true;
    fetchChallenge().then(
      (next) => {
        if (!live) return;
        if (next.provider === "local") unused.current = next;
        setChallenge(next);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const provider = challenge && challenge.provider !== "local" ? challenge : undefined;
  useEffect(() => {
    if (!provider || !box.current) return;
    const element = box.current;
    const { src, global, options } = PROVIDERS[provider.provider];
    let live = true;
    loadScript(src).then(
      () => {
        const providerApi = (window as unknown as Record<string, ProviderApi | undefined>)[global];
        if (!live || !providerApi) return;
        const rendered = providerApi.render(element, {
          sitekey: provider.siteKey,
          lang: i18n.locale.split("-x-")[0],
          ...options((token) => (providerToken.current = token)),
        });
        widget.current = { api: providerApi, id: rendered };
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [provider, i18n.locale]);

  useImperativeHandle(handle, () => ({
    async token() {
      if (provider) return providerToken.current;
      let local = unused.current;
      unused.current = undefined;
      if (!local || !isFresh(local)) {
        const next = await fetchChallenge();
        if (next.provider !== "local") return undefined;
        local = next;
      }
      return solveCaptcha(local);
    },
    reset() {
      providerToken.current = undefined;
      if (widget.current) widget.current.api.reset(widget.current.id);
    },
  }));

  // The wrapper stays when loading failed: the error summary's link and focus land on it.
  return (
    <div id={id} tabIndex={-1}>
      {failed ? (
        <FieldError id={`${id}-load-error`}>
          {t`The check that you're human could not load. Please reload the page and try again.`}
        </FieldError>
      ) : provider ? (
        <div ref={box} />
      ) : (
        <FieldHint id={`${id}-hint`}>
          {t`To keep out spam, your browser does a quick check when you submit.`}
        </FieldHint>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
