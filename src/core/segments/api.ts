import { read, segment, write } from "../api/call";
import type { CreateSegment, Segment, UpdateSegment } from ".";

export const segmentList = () => read<Segment[]>("segments", { with: "contactCount" });

export const createSegment = (body: CreateSegment) => write<Segment>("POST", "segments", body);

export const updateSegment = (segmentId: string, body: UpdateSegment) =>
  write<Segment>("PATCH", `segments/${segment(segmentId)}`, body);

/** The segment under its id, created or replaced whole: a deleted one put back as it was. */
export const putSegment = (segmentId: string, body: CreateSegment) =>
  write<Segment>("PUT", `segments/${segment(segmentId)}`, body);

export const deleteSegment = (segmentId: string) =>
  write("DELETE", `segments/${segment(segmentId)}`);
