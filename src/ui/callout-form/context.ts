import { createContext, useContext } from "react";
import type { AddressAnswer } from "@core/forms/answer-structs";

/** Where an uploaded file ended up, as `POST /images` and `POST /documents` answer. */
export interface UploadedFile {
  url: string;
  path?: string;
}

/**
 * Uploads a file for a `file` component. `onProgress` takes the share sent so far (0 to 1),
 * when the uploader can tell. Rejects with an `ApiError` on a refusal (413, 415, 429).
 */
export type UploadFile = (
  file: File,
  onProgress?: (share: number) => void,
) => Promise<UploadedFile>;

/** Finds the point of a typed address; undefined when nothing matches. */
export type Geocode = (address: string) => Promise<AddressAnswer | undefined>;

/** What inputs need from the page besides their own props. */
export interface CalloutFormServices {
  uploadFile?: UploadFile;
  geocode?: Geocode;
  /** The organisation's currency symbol, shown before `currency` inputs. */
  currencySymbol?: string;
}

export const ServicesContext = createContext<CalloutFormServices>({});

export function useServices(): CalloutFormServices {
  return useContext(ServicesContext);
}
