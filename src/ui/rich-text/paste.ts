import { Fragment, Slice, type Node } from "prosemirror-model";
import { schema } from "./schema";

function withoutImages(fragment: Fragment): Fragment {
  const kept: Node[] = [];
  fragment.forEach((node) => {
    if (node.type === schema.nodes.image) return;
    kept.push(node.isLeaf ? node : node.copy(withoutImages(node.content)));
  });
  return Fragment.from(kept);
}

/**
 * What a paste keeps, beyond what the schema's rules already clean: no pictures, whose
 * addresses in a copied document or web page are often temporary or someone else's.
 */
export function cleanPaste(slice: Slice): Slice {
  return new Slice(withoutImages(slice.content), slice.openStart, slice.openEnd);
}
