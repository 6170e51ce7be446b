import { customType, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const tenantId = () => uuid("tenant_id").notNull();

/** timestamptz kept as the database's own string so microseconds survive (JS Date drops them). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "string", precision: 6 });
export const createdAt = () => ts("created_at").notNull().defaultNow();
export const updatedAt = () => ts("updated_at").notNull().defaultNow();

export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/** Raw bytes (an uploaded image's file), read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return "bytea";
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});
