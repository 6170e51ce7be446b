import { seedId } from "../../db/seed/ids";

/**
 * A seeded product's lead (first) variant, by the product's key: what `{productId}` used to add before the product
 * had several variants (the demo teas come in three sizes: their lead is the size they always had).
 */
export const leadVariant = (key: string, store = "demo") => seedId(store, "variant", key, "0");
