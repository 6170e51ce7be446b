ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "address_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A card saved for a subscription (payment setup with a subscriptionId) becomes the card that pays it.
CREATE OR REPLACE FUNCTION subscriptions_card_saved_for() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subscriptions SET payment_method_id = NEW.id, updated_at = now()
  WHERE id = NEW.subscription_id AND tenant_id = NEW.tenant_id AND customer_id = NEW.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_methods_pays_subscription AFTER INSERT OR UPDATE OF subscription_id ON payment_methods
  FOR EACH ROW WHEN (NEW.subscription_id IS NOT NULL) EXECUTE FUNCTION subscriptions_card_saved_for();
--> statement-breakpoint
-- Existing subscriptions: the card saved for them, else the customer's default card; the default address.
UPDATE subscriptions s SET payment_method_id = (
  SELECT pm.id FROM payment_methods pm
  WHERE pm.tenant_id = s.tenant_id AND pm.customer_id = s.customer_id AND pm.payment_method = 'card'
  ORDER BY (pm.subscription_id = s.id) DESC NULLS LAST, pm.is_default DESC, pm.created_at DESC LIMIT 1
) WHERE s.payment_method_id IS NULL;
--> statement-breakpoint
UPDATE subscriptions s SET address_id = (
  SELECT a.id FROM addresses a WHERE a.tenant_id = s.tenant_id AND a.customer_id = s.customer_id
  ORDER BY a.is_default DESC, a.created_at ASC LIMIT 1
) WHERE s.address_id IS NULL;
