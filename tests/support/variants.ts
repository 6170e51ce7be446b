import { seedId } from "../../db/seed/ids";
import { slugOf } from "./fixtures";

/**
 * A seeded product's lead (first) variant, by the product's key: what `{productId}` used to add before the product
 * had several variants (the demo teas come in three sizes: their lead is the size they always had).
 */
export const leadVariant = (key: string, store: "demo" | "other" = "demo") => seedId(slugOf(store), "variant", key, "0");

/** A seeded product's variant by its position (0 the lead): House Espresso Blend's 3 is "Whole bean, 250 g". */
export const seededVariant = (key: string, position: number, store: "demo" | "other" = "demo") =>
  seedId(slugOf(store), "variant", key, String(position));
