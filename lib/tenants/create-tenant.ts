import { getDb, schema } from "@/db/client";
import { createApiToken } from "../auth/api-tokens";

function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export async function createTenant({ name }: { name: string }): Promise<{ tenantId: string; slug: string; apiToken: string }> {
  const db = await getDb();
  const base = slugify(name) || "store";
  const suffix = Math.random().toString(36).slice(2, 8);
  const [tenant] = await db
    .insert(schema.tenants)
    .values({ name, slug: `${base}-${suffix}` })
    .returning({ id: schema.tenants.id, slug: schema.tenants.slug });
  if (!tenant) throw new Error("Tenant was not created.");
  const apiToken = await createApiToken({ tenantId: tenant.id });
  return { tenantId: tenant.id, slug: tenant.slug, apiToken };
}
