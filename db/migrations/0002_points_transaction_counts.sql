CREATE TABLE "points_transaction_counts" (
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"transaction_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_transaction_counts_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "points_transaction_counts" ADD CONSTRAINT "points_transaction_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transaction_counts" ADD CONSTRAINT "points_transaction_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;