import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { publicResponses } from "@core/callouts/api";
import { flattenComponents } from "@core/forms/walk";
import { useQuery } from "@stores/query/use-query";
import { buttonClassName } from "../button/buttonClassName";
import { QueryView } from "../query-view/QueryView";
import { focusRing } from "../styles";
import { drawMap, located } from "./leaflet-map";
import { calloutPath, CalloutLink, useCalloutNavigation } from "./navigation";
import { Notice } from "./Notice";
import type { ReaderCallout } from "./types";

export interface MapViewProps {
  callout: ReaderCallout;
  /** For the callout's staff: the bucket whose responses are shown instead of the public ones. */
  bucket?: string | undefined;
}

const layout = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  flex: 1;
  min-height: 0;
`;

const mapBox = css`
  position: relative;
  flex: 1;
  min-height: 24rem;
  border-radius: 0.5rem;
  overflow: hidden;
  background: rgb(var(--c-grey-lighter));

  &:focus-visible {
    ${focusRing}
  }
`;

const marker = css`
  border: 3px solid rgb(var(--c-white));
  border-radius: 50%;
  background: rgb(var(--c-primary));
  box-shadow: 0 0 4px rgba(0, 0, 0, 0.4);

  &:focus-visible {
    ${focusRing}
  }
`;

const popup = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;

  & img {
    display: block;
    max-width: 100%;
    height: auto;
  }

  & p {
    margin: 0;
  }
`;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
`;

const list = css`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
`;

/** Whether the form asks for an address, so a reader can add a place to the map. */
function asksForAddress(callout: ReaderCallout): boolean {
  return callout.formSchema.slides.some((slide) =>
    flattenComponents(slide.components).some((component) => component.type === "address"),
  );
}

/**
 * The callout's public responses on a map (Leaflet, loaded when the map opens), with the
 * callout's tiles, centre, bounds and zooms, and the same responses as a list for people who
 * do not use the map. While the callout is open and asks for an address, "Add your location"
 * leads to the form.
 */
export function MapView({ callout, bucket }: MapViewProps) {
  const { t } = useLingui();
  const navigation = useCalloutNavigation();
  const read = publicResponses(callout.id, bucket);
  const state = useQuery(read);
  const element = useRef<HTMLDivElement>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const schema = callout.responseViewSchema?.map;
  // The same answer while it refreshes, so the map is drawn again only for a new one.
  const items = state.status === "ready" ? state.data.items : undefined;

  useEffect(() => {
    if (!schema || !items || !element.current) return;
    let remove: (() => void) | undefined;
    let live = true;
    drawMap(element.current, schema, items, {
      untitled: (number) => t`Response ${number}`,
      markerClass: marker,
      popupClass: popup,
    }).then(
      (stop) => {
        if (live) remove = stop;
        else stop();
      },
      () => live && setMapFailed(true),
    );
    return () => {
      live = false;
      remove?.();
    };
  }, [schema, items, t]);

  if (!schema) {
    return (
      <Notice>
        <p>{t`This callout has no map.`}</p>
      </Notice>
    );
  }
  const points = items ? located(items) : [];
  const canAdd = callout.status === "open" && asksForAddress(callout);

  return (
    <div className={layout}>
      {canAdd && (
        <div className={bar}>
          <CalloutLink
            href={calloutPath(navigation, callout.slug, "respond")}
            className={buttonClassName({})}
          >
            {t`Add your location`}
          </CalloutLink>
        </div>
      )}
      <QueryView
        state={state}
        read={read}
        loading={t`Loading responses`}
        spinnerSize="lg"
        failed={t`We couldn't load the responses.`}
      />
      {mapFailed && (
        <Notice>
          <p role="alert">{t`The map could not load. The responses are listed below.`}</p>
        </Notice>
      )}
      {/* The map's box is there while the responses load, so the page keeps its height. */}
      {!mapFailed && state.status !== "failed" && (
        <div ref={element} className={mapBox} role="region" aria-label={t`Map of responses`} />
      )}
      {items && (
        <details>
          <summary>{t`Responses on the map as a list (${points.length})`}</summary>
          <ul className={list}>
            {points.map(({ response }) => (
              <li key={response.number}>
                {response.title || t`Response ${response.number}`}
                {response.address?.formatted_address && ` – ${response.address.formatted_address}`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
