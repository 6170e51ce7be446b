-- Keep points_transaction_counts in step with points_transactions, one statement at a time (bulk inserts cost one upsert per customer).
CREATE OR REPLACE FUNCTION points_transaction_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO points_transaction_counts (tenant_id, customer_id, transaction_count)
  SELECT tenant_id, customer_id, count(*) FROM inserted_rows GROUP BY tenant_id, customer_id
  ON CONFLICT (tenant_id, customer_id)
  DO UPDATE SET transaction_count = points_transaction_counts.transaction_count + EXCLUDED.transaction_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION points_transaction_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE points_transaction_counts c
  SET transaction_count = greatest(0, c.transaction_count - d.n)
  FROM (SELECT tenant_id, customer_id, count(*) AS n FROM deleted_rows GROUP BY tenant_id, customer_id) d
  WHERE c.tenant_id = d.tenant_id AND c.customer_id = d.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER points_transaction_counts_insert AFTER INSERT ON points_transactions
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION points_transaction_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER points_transaction_counts_delete AFTER DELETE ON points_transactions
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION points_transaction_counts_after_delete();
--> statement-breakpoint
INSERT INTO points_transaction_counts (tenant_id, customer_id, transaction_count)
SELECT tenant_id, customer_id, count(*) FROM points_transactions GROUP BY tenant_id, customer_id
ON CONFLICT (tenant_id, customer_id) DO UPDATE SET transaction_count = EXCLUDED.transaction_count;
