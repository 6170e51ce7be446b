import { DrizzleQueryError } from "drizzle-orm/errors";
import { DatabaseError } from "pg-protocol/dist/messages";
import { describe, expect, it } from "vitest";
import { constraintViolation, databaseErrorOf } from "@/lib/http/errors";
import { describeError } from "@/lib/log";

/** A database error as node-postgres raises it (PGlite's has the same fields), wrapped by drizzle as a failed query. */
function failedQuery(code: string, message: string, fields: Partial<Pick<DatabaseError, "constraint" | "table" | "detail">>): Error {
  const db = Object.assign(new DatabaseError(message, message.length, "error"), { code }, fields);
  return new DrizzleQueryError('insert into "subscriptions" (…) values ($1, …)', ["…"], db);
}

const cardGone = () =>
  failedQuery(
    "23503",
    'insert or update on table "subscriptions" violates foreign key constraint "subscriptions_payment_method_id_payment_methods_id_fk"',
    {
      table: "subscriptions",
      constraint: "subscriptions_payment_method_id_payment_methods_id_fk",
      detail: 'Key (payment_method_id)=(0b4f5a3e-0000-4000-8000-000000000001) is not present in table "payment_methods".',
    },
  );

describe("a constraint the database enforced after a concurrent change → 404/409, never 500", () => {
  it("a foreign key whose row has just gone → 404 naming the record (from the detail, else the constraint name)", () => {
    expect(constraintViolation(cardGone())).toMatchObject({
      status: 404,
      body: { message: "Payment method not found.", code: "not_found" },
    });
    const noDetail = failedQuery("23503", "violates foreign key constraint", {
      constraint: "subscriptions_address_id_addresses_id_fk",
    });
    expect(constraintViolation(noDetail)).toMatchObject({ status: 404, body: { message: "Address not found.", code: "not_found" } });
    const unknown = failedQuery("23503", "violates foreign key constraint", { constraint: "x_y_fk" });
    expect(constraintViolation(unknown)).toMatchObject({
      status: 404,
      body: { message: "A record this request refers to no longer exists." },
    });
  });

  it("a row still referenced → 409; a unique value just taken → 409", () => {
    const stillUsed = failedQuery("23503", 'update or delete on table "addresses" violates foreign key constraint', {
      detail: 'Key (id)=(…) is still referenced from table "orders".',
    });
    expect(constraintViolation(stillUsed)).toMatchObject({
      status: 409,
      body: { message: "This record is still in use and cannot be removed." },
    });
    const taken = failedQuery("23505", 'duplicate key value violates unique constraint "orders_cart_uq"', { constraint: "orders_cart_uq" });
    expect(constraintViolation(taken)).toMatchObject({
      status: 409,
      body: { message: "This was changed by another request at the same moment. Reload and try again." },
    });
  });

  it("anything else is not a constraint violation (500 stays 500)", () => {
    expect(constraintViolation(failedQuery("42P01", 'relation "nope" does not exist', {}))).toBeUndefined();
    expect(constraintViolation(new Error("boom"))).toBeUndefined();
    expect(constraintViolation(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBeUndefined();
  });
});

describe("the error log keeps the database error", () => {
  it("names the SQLSTATE code, the database's message, the constraint and the table behind drizzle's wrapper", () => {
    const error = cardGone();
    expect(databaseErrorOf(error)?.code).toBe("23503");
    expect(describeError(error)).toMatchObject({
      code: "23503",
      dbCode: "23503",
      dbError: expect.stringContaining("violates foreign key constraint") as unknown,
      constraint: "subscriptions_payment_method_id_payment_methods_id_fk",
      table: "subscriptions",
    });
  });

  it("keeps the failed statement but not its parameters nor the database's detail (they quote the values)", () => {
    const error = new DrizzleQueryError('insert into "customers" ("email") values ($1)', ["someone@example.org"], new Error("boom"));
    const fields = describeError(error);
    expect(fields.error).toBe('Failed query: insert into "customers" ("email") values ($1)\nparams: (not logged)');
    expect(JSON.stringify(fields)).not.toContain("someone@example.org");
    expect(JSON.stringify(describeError(cardGone()))).not.toContain("0b4f5a3e-0000-4000-8000-000000000001");
  });

  it("keeps the message of a cause without a database code (the pool's connect timeout) as the reason", () => {
    const error = new DrizzleQueryError("select 1", [], new Error("timeout exceeded when trying to connect"));
    expect(describeError(error)).toMatchObject({
      error: "Failed query: select 1\nparams: (not logged)",
      cause: "timeout exceeded when trying to connect",
    });
    expect(describeError(error)).not.toHaveProperty("dbCode");
  });

  it("leaves an error without a database cause as it was", () => {
    const fields = describeError(new Error("plain"));
    expect(fields).toMatchObject({ error: "plain", name: "Error" });
    expect(fields).not.toHaveProperty("dbCode");
  });
});
